import RIBsPorting
import Testing

/// Uber's test template shape, ported to one Linux's XCTest runs on the main actor in Swift 6.
struct XCTestShapeTests {

    @Test func aTemplateTestCaseGoesOnTheMainActorWithAsyncSetUpAndTests() {
        let ported = SwiftFilePorter.port("""
            import XCTest

            final class OffGameInteractorTests: XCTestCase {

                private var interactor: OffGameInteractor!

                override func setUp() {
                    super.setUp()

                    // Build the interactor.
                    interactor = OffGameInteractor(presenter: OffGamePresentableMock())
                }

                override func tearDown() {
                    interactor = nil
                    super.tearDown()
                }

                func test_start_callsListener() {
                    XCTAssertEqual(listener.startCallCount, 1)
                }

                func test_throwing() throws {}

                func helper() {}

                static func testHelper() {}
            }

            """)

        #expect(ported.text == """
            import XCTest

            @MainActor
            final class OffGameInteractorTests: XCTestCase {

                private var interactor: OffGameInteractor!

                override func setUp() async throws {

                    // Build the interactor.
                    interactor = OffGameInteractor(presenter: OffGamePresentableMock())
                }

                override func tearDown() async throws {
                    interactor = nil
                }

                func test_start_callsListener() async {
                    XCTAssertEqual(listener.startCallCount, 1)
                }

                func test_throwing() async throws {}

                func helper() {}

                static func testHelper() {}
            }

            """)
        #expect(ported.rewrites.map(\.kind) == Array(repeating: .testCase, count: 5))
        #expect(ported.rewrites.map(\.line) == [3, 7, 14, 19, 23])
    }

    @Test func setUpWithErrorBecomesTheAsyncSetUp() {
        let ported = SwiftFilePorter.port("""
            @MainActor
            class T: XCTestCase {
                override func setUpWithError() throws {
                    try super.setUpWithError()
                    router = RootRouter()
                }
            }
            """)
        #expect(ported.text == """
            @MainActor
            class T: XCTestCase {
                override func setUp() async throws {
                    router = RootRouter()
                }
            }
            """)
    }

    @Test func waitsForExpectationsBecomeAwaitsOfTheirFulfillment() {
        let ported = SwiftFilePorter.port("""
            final class T: XCTestCase {
                func test_a() {
                    let shown = expectation(description: "shown")
                    let done = self.expectation(description: "done")
                    waitForExpectations(timeout: 1)
                    wait(for: [shown], timeout: 2)
                }
            }
            """)
        #expect(ported.text == """
            @MainActor
            final class T: XCTestCase {
                func test_a() async {
                    let shown = expectation(description: "shown")
                    let done = self.expectation(description: "done")
                    await fulfillment(of: [shown, done], timeout: 1)
                    await fulfillment(of: [shown], timeout: 2)
                }
            }
            """)
        #expect(ported.manualSteps.isEmpty)
    }

    @Test func aWaitForExpectationsMadeElsewhereIsLeftForTheUser() {
        let ported = SwiftFilePorter.port("""
            final class T: XCTestCase {
                func test_a() {
                    makeExpectations()
                    waitForExpectations(timeout: 1)
                }
            }
            """)
        #expect(ported.manualSteps.map(\.line) == [4])
        #expect(ported.text.contains("/* ribs port: await fulfillment(of:timeout:)"))
    }

    @Test func classesThatAreNotTestCasesKeepTheirShape() {
        let source = "final class Helper {\n    func testSomething() {}\n    override func setUp() {}\n}\n"
        #expect(SwiftFilePorter.port(source).text == source)
    }
}
