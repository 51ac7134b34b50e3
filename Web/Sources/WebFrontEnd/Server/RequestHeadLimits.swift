import NIOCore

/// How long and how large a connection's first request head may be.
public struct RequestHeadLimits: Sendable, Equatable {

    /// The most bytes of the request line (method, address, version). A page address carries
    /// at most a link that fits in one message (4,096 bytes), percent-encoded: up to three
    /// times as long, under the default of 16 KB. Beyond it the answer is 414.
    public var maxRequestLineBytes: Int

    /// The most bytes of the whole head. Browsers send a few hundred bytes of headers beside
    /// the address (this server sets no cookies); the default of 32 KB is twice nginx's
    /// default room for headers. Beyond it the answer is 431.
    public var maxHeadBytes: Int

    /// How long a connection may take to send its first head. A browser sends its head in
    /// one packet as soon as it has connected, well within a second even on a slow mobile
    /// link; the default of 10 seconds leaves room for a very bad link while a connection that
    /// says nothing holds its descriptor for no longer. Beyond it the answer is 408.
    public var headTimeout: TimeAmount

    /// Creates limits.
    ///
    /// - Parameters:
    ///   - maxRequestLineBytes: The most bytes of the request line.
    ///   - maxHeadBytes: The most bytes of the whole head.
    ///   - headTimeout: How long a connection may take to send its first head.
    public init(maxRequestLineBytes: Int = 16 * 1024, maxHeadBytes: Int = 32 * 1024, headTimeout: TimeAmount = .seconds(10)) {
        self.maxRequestLineBytes = maxRequestLineBytes
        self.maxHeadBytes = maxHeadBytes
        self.headTimeout = headTimeout
    }
}
