import Foundation
import Testing

/// The peak resident memory of the running process `processID` so far, in kilobytes: `VmHWM`
/// in `/proc/PID/status`, which counts the process's own address space only. (`ru_maxrss` of a
/// program the test process spawned also counts the test process's, which it started in.)
func peakResidentKilobytes(of processID: Int32) throws -> Int {
    let status = try String(contentsOfFile: "/proc/\(processID)/status", encoding: .utf8)
    let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") })
    return try #require(Int(line.split(separator: " ").dropFirst().first ?? ""))
}
