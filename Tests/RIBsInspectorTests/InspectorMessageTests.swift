import Foundation
import RIBsInspector
import Testing

@MainActor
struct InspectorMessageTests {

    private let tree = InspectorTreeNode(name: "RootRouter", isActive: true, children: [
        InspectorTreeNode(name: "LoggedInRouter", isActive: false),
    ])

    @Test func aSnapshotEncodesToTheDocumentedJSON() throws {
        var timeline = InspectorTimeline(capacity: 2)
        timeline.append(TimelineEvent(sequence: 1, elapsedMicroseconds: 5, kind: .activated, router: "RootRouter"))
        timeline.append(TimelineEvent(sequence: 2, elapsedMicroseconds: 7, kind: .loaded, router: "RootRouter"))
        timeline.append(TimelineEvent(sequence: 3, elapsedMicroseconds: 1_250, kind: .attached, router: "LoggedInRouter", parent: "RootRouter"))
        let message = InspectorMessage.snapshot(InspectorSnapshot(tree: tree, timeline: timeline))

        let json = try #require(String(data: try message.jsonData(), encoding: .utf8))

        #expect(json == """
            {"capacity":2,"droppedEvents":1,\
            "events":[{"elapsedMicroseconds":7,"kind":"loaded","router":"RootRouter","sequence":2},\
            {"elapsedMicroseconds":1250,"kind":"attached","parent":"RootRouter","router":"LoggedInRouter","sequence":3}],\
            "format":"ribs-inspector",\
            "tree":{"active":true,"children":[{"active":false,"children":[],"name":"LoggedInRouter"}],"name":"RootRouter"},\
            "type":"snapshot","version":1}
            """)
    }

    @Test func anEventEncodesToTheDocumentedJSON() throws {
        let event = TimelineEvent(sequence: 4, elapsedMicroseconds: 9, kind: .deactivated, router: "LoggedInRouter")
        let message = InspectorMessage.event(InspectorUpdate(event: event, tree: tree))

        let json = try #require(String(data: try message.jsonData(), encoding: .utf8))

        #expect(json == """
            {"event":{"elapsedMicroseconds":9,"kind":"deactivated","router":"LoggedInRouter","sequence":4},\
            "format":"ribs-inspector",\
            "tree":{"active":true,"children":[{"active":false,"children":[],"name":"LoggedInRouter"}],"name":"RootRouter"},\
            "type":"event","version":1}
            """)
    }

    @Test func aTreeEncodesToTheDocumentedJSONWithEachSavedState() throws {
        let message = InspectorMessage.tree(InspectorTreeNode(name: "RootRouter", isActive: true, savedState: #"{"loggedOut":{}}"#))

        let json = try #require(String(data: try message.jsonData(), encoding: .utf8))

        #expect(json == #"{"format":"ribs-inspector","tree":{"active":true,"children":[],"name":"RootRouter","state":"{\"loggedOut\":{}}"},"type":"tree","version":1}"#)
    }

    @Test func messagesDecodeToWhatWasEncoded() throws {
        var timeline = InspectorTimeline(capacity: 10)
        timeline.append(TimelineEvent(sequence: 1, elapsedMicroseconds: 0, kind: .detached, router: "OffGameRouter", parent: "LoggedInRouter"))
        let messages: [InspectorMessage] = [
            .snapshot(InspectorSnapshot(tree: tree, timeline: timeline)),
            .event(InspectorUpdate(event: TimelineEvent(sequence: 2, elapsedMicroseconds: 3, kind: .loaded, router: "RootRouter"), tree: tree)),
            .tree(InspectorTreeNode(name: "RootRouter", isActive: true, savedState: "{}", children: [InspectorTreeNode(name: "A", isActive: false)])),
        ]

        for message in messages {
            #expect(try JSONDecoder().decode(InspectorMessage.self, from: message.jsonData()) == message)
        }
    }

    @Test func aKindThisVersionDoesNotKnowDecodesByItsName() throws {
        let json = """
            {"format":"ribs-inspector","version":1,"type":"event","futureField":true,
             "event":{"sequence":1,"elapsedMicroseconds":2,"kind":"workflowStep","router":"RootRouter"},
             "tree":{"name":"RootRouter","active":true,"children":[]}}
            """

        let message = try JSONDecoder().decode(InspectorMessage.self, from: Data(json.utf8))

        guard case .event(let update) = message else {
            Issue.record("Expected an event, got \(message)")
            return
        }
        #expect(update.event.kind == TimelineEvent.Kind(rawValue: "workflowStep"))
    }

    @Test(arguments: [
        #"{"format":"ribs-inspector","version":2,"type":"event"}"#,
        #"{"format":"other","version":1,"type":"event"}"#,
        #"{"format":"ribs-inspector","version":1,"type":"unknown"}"#,
        #"{"version":1,"type":"snapshot"}"#,
    ])
    func anotherFormatVersionOrTypeIsRefused(json: String) {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(InspectorMessage.self, from: Data(json.utf8))
        }
    }
}
