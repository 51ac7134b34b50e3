import RIBs
import Testing

/// How the `DISABLE_LEAK_DETECTION` environment variable turns the shared detector off.
struct LeakDetectorEnvironmentTests {

    @Test func detectionStaysOnWithoutTheVariable() {
        #expect(!LeakDetector.isDisabled(byEnvironment: [:]))
        #expect(!LeakDetector.isDisabled(byEnvironment: ["PATH": "/usr/bin"]))
    }

    @Test(arguments: ["1", "YES", "true", "yes please"])
    func aSetVariableTurnsDetectionOff(value: String) {
        #expect(LeakDetector.isDisabled(byEnvironment: ["DISABLE_LEAK_DETECTION": value]))
    }

    @Test(arguments: ["", "0", "false", "FALSE", "no", "No"])
    func aValueSayingNoKeepsDetectionOn(value: String) {
        #expect(!LeakDetector.isDisabled(byEnvironment: ["DISABLE_LEAK_DETECTION": value]))
    }
}
