import Hummingbird

/// What `/health` answers: `{"status": "ok", "sessions": 3}`, with `"node": "n1"` for a server
/// given a node id, and `"store": "available"` for a server with a store.
///
/// While the store does not answer, the status is `storeUnavailable` and the answer's code 404:
/// the server plays on with the sessions it holds, in memory, but should be given no others
/// (a page resumed here could not be stored, and one it holds could be lost with the process).
/// 404 is HAProxy's sign to drain a server (`http-check disable-on-404`): its connections stay,
/// new ones go to the other servers; every balancer that wants a 2xx stops sending it pages.
/// When every server sharing a stopped database drains, the pages they hold play on. Once the
/// store answers again, the answer is 200.
struct HealthReport: Encodable, Sendable {
    let status: String
    let sessions: Int
    let node: String?
    let store: String?

    /// The report of a server holding `sessions`, named `node`, whose store answers or not
    /// (`nil`: it has none).
    init(sessions: Int, node: String?, isStoreAvailable: Bool?) {
        status = isStoreAvailable == false ? "storeUnavailable" : "ok"
        self.sessions = sessions
        self.node = node
        store = isStoreAvailable.map { $0 ? "available" : "unavailable" }
    }

    /// The report as an answer: 200, or 404 while the store does not answer.
    var response: EditedResponse<Self> {
        EditedResponse(status: status == "ok" ? .ok : .notFound, response: self)
    }
}

extension HealthReport: ResponseEncodable {}
