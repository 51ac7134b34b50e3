import RIBs
import Testing

/// How RIBs' `sink` finds the one subscription it shares with the other sinks on a subject:
/// by the subject's identity, the subject found last checked first. Sinks on several subjects
/// in turn, and subjects that die and are replaced (often at the same address), each reach
/// their own subject and no other.
@MainActor
struct SubjectFanOutsTests {

    @Test func sinksOnSubjectsInTurnEachGetTheirOwnSubjectsValues() {
        let first = CurrentValueSubject<Int, Never>(0)
        let second = PassthroughSubject<Int, Never>()
        var fromFirst: [Int] = []
        var fromSecond: [Int] = []
        var fromFirstAgain: [Int] = []

        let a = first.sink { fromFirst.append($0) }
        let b = second.sink { fromSecond.append($0) }
        let c = first.sink { fromFirstAgain.append($0) }
        first.send(1)
        second.send(2)
        b.cancel()
        second.send(3)
        first.send(4)

        #expect(fromFirst == [0, 1, 4])
        #expect(fromSecond == [2])
        #expect(fromFirstAgain == [0, 1, 4])
        withExtendedLifetime((a, c)) {}
    }

    @Test func aSubjectReplacingADeadOneGetsItsOwnSubscription() {
        for round in 0..<200 {
            var received: [Int] = []
            do {
                let subject = CurrentValueSubject<Int, Never>(round)
                let cancellable = subject.sink { received.append($0) }
                subject.send(round + 1)
                withExtendedLifetime(cancellable) {}
            }
            #expect(received == [round, round + 1])
        }
    }

    @Test func aSinkOutlivingItsSubjectDoesNotReachTheNextOne() {
        var old: [Int] = []
        var new: [Int] = []
        var oldCancellable: AnyCancellable?
        do {
            let subject = CurrentValueSubject<Int, Never>(1)
            oldCancellable = subject.sink { old.append($0) }
        }
        let subject = CurrentValueSubject<Int, Never>(10)
        let newCancellable = subject.sink { new.append($0) }
        subject.send(11)
        oldCancellable?.cancel()
        subject.send(12)

        #expect(old == [1])
        #expect(new == [10, 11, 12])
        withExtendedLifetime(newCancellable) {}
    }
}
