import Testing
@testable import WebApp

/// The address the startup line prints: an IPv6 address in brackets, as a URL must write it.
struct ServedURLTests {

    @Test(arguments: [
        ("127.0.0.1", "http://127.0.0.1:8080/"),
        ("localhost", "http://localhost:8080/"),
        ("0.0.0.0", "http://0.0.0.0:8080/"),
        ("::", "http://[::]:8080/"),
        ("::1", "http://[::1]:8080/"),
        ("2001:db8::5", "http://[2001:db8::5]:8080/"),
        ("fe80::1%eth0", "http://[fe80::1%25eth0]:8080/"),
        ("[::1]", "http://[::1]:8080/"),
    ])
    func thePageAddressOfAHost(host: String, page: String) {
        #expect(ServedURL.page(host: host, port: 8080) == page)
    }
}
