#!/usr/bin/env bash
# The porting guide's measure on Uber's own code: ports RIBs iOS's tests and tutorial 4 with
# ribs-port, builds each against this checkout in Swift 6 mode with the UIKit files replaced by
# the stand-ins in ribs-ios-stand-ins/ (nothing else is touched), runs the tests, and prints
# what it counted.
#
#   Port/scripts/measure-ribs-ios.sh RIBS_IOS_CHECKOUT
#
# RIBS_IOS_CHECKOUT is a copy of github.com/uber/RIBs-iOS (its RIBsTests/ and
# tutorials/tutorial4-completed/ folders). Takes a few minutes: each package builds RIBs from scratch.
set -euo pipefail
export PATH="/opt/swift/usr/bin:$PATH"
here=$(cd "$(dirname "$0")" && pwd)
repository=$(cd "$here/../.." && pwd)
standIns="$here/ribs-ios-stand-ins"
source=$(cd "${1:?usage: measure-ribs-ios.sh RIBS_IOS_CHECKOUT}" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

swift build --package-path "$repository/Port" --product ribs-port >/dev/null
ribsPort="$repository/Port/.build/debug/ribs-port"

# manifest NAME TARGETS: a package of this checkout's RIBs, Swift 6 mode.
manifest() {
    cat <<EOF
// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "$1",
    dependencies: [.package(name: "RIBs", path: "$repository")],
    targets: [
$2
    ],
    swiftLanguageModes: [.v6]
)
EOF
}

# build_and_test PACKAGE: builds it and its tests, then runs them; prints what it saw.
build_and_test() {
    local package=$1
    if ! swift build --package-path "$package" --build-tests >"$package/build.txt" 2>&1; then
        grep -E "error:" "$package/build.txt" | sort -u | head -20
        echo "  build: FAILED"
        return
    fi
    local warned
    warned=$( (grep -E "^$package/(Sources|Tests)/[^:]*:[0-9]+:[0-9]+: warning:" "$package/build.txt" || true) | cut -d: -f1 | sort -u | wc -l)
    echo "  build: succeeded, Swift 6 mode; files with a warning: $warned"
    swift test --package-path "$package" --skip-build >"$package/test.txt" 2>&1 || true
    # XCTest's total, then Swift Testing's.
    (grep -E "Executed [0-9]+ tests?, with" "$package/test.txt" || true) | tail -1 | sed 's/^[[:space:]]*/  XCTest: /'
    (grep -E "Test run with [1-9]" "$package/test.txt" || true) | tail -1 | sed 's/^[^T]*/  Swift Testing: /'
}

# summary PORT_OUTPUT: what the port's summary lists as left by hand, by kind.
summary() {
    local left
    left=$(grep -E "^  [^ ]+\.swift:[0-9]+: " "$1" || true)
    echo "  listed as left by hand: $(printf '%s' "$left" | grep -c . || true)"
    printf '%s\n' "$left" | sed -E 's/^  [^ ]+\.swift:[0-9]+: //; s/ \(line [0-9]+ of the ported file\)$//' | sort | uniq -c | sed 's/^/   /'
}

echo "RIBs iOS's tests ($source/RIBsTests)"
tests="$work/tests"
"$ribsPort" "$source/RIBsTests" --output "$tests/Tests/RIBsIOSTests" >"$work/tests-port.txt"
echo "  Swift files ported: $(find "$tests/Tests" -name '*.swift' | wc -l); importing UIKit: $(grep -rl '^import UIKit' "$tests/Tests" | wc -l) (Mocks.swift built against the stand-in UIKit, LeakDetectorMock.swift replaced)"
mkdir -p "$tests/Sources/UIKit"
cp "$standIns/UIKit/UIKit.swift" "$tests/Sources/UIKit/"
# Its overrides take Foundation's TimeInterval and subclass RIBs iOS's LeakDetectionHandle protocol.
cp "$standIns/RIBsTests/LeakDetectorMock.swift" "$tests/Tests/RIBsIOSTests/LeakDetector/LeakDetectorMock.swift"
rm -f "$tests/Tests/RIBsIOSTests/Info.plist"
manifest RIBsIOSTests '        .target(name: "UIKit", dependencies: [.product(name: "RIBs", package: "RIBs")]),
        .testTarget(name: "RIBsIOSTests", dependencies: ["UIKit", .product(name: "RIBs", package: "RIBs"), .product(name: "RIBsTesting", package: "RIBs")]),' >"$tests/Package.swift"
summary "$work/tests-port.txt"
build_and_test "$tests"

echo
echo "Tutorial 4, completed ($source/tutorials/tutorial4-completed)"
app="$work/tutorial4"
# (Target names are unique in a package graph, and this checkout has a TicTacToe.)
"$ribsPort" "$source/tutorials/tutorial4-completed/TicTacToe" --output "$app/Sources/Tutorial4" >"$work/app-port.txt"
ported=$(find "$app/Sources" -name '*.swift' | wc -l)
uiKitFiles=$(grep -rl '^import UIKit' "$app/Sources")
# The UIKit files go: the app delegate (the test launches the tree instead), the players'
# colours, and the view controllers, whose listener protocols stay as ported.
for file in $uiKitFiles; do
    python3 "$here/keep-protocols.py" "$file"
done
cp "$standIns/tutorial4/"*.swift "$app/Sources/Tutorial4/"
mkdir -p "$app/Tests/Tutorial4Tests"
cp "$standIns/tutorial4-tests/"*.swift "$app/Tests/Tutorial4Tests/"
manifest Tutorial4 '        .target(name: "Tutorial4", dependencies: [.product(name: "RIBs", package: "RIBs")]),
        .testTarget(name: "Tutorial4Tests", dependencies: ["Tutorial4", .product(name: "RIBs", package: "RIBs"), .product(name: "RIBsTesting", package: "RIBs")]),' >"$app/Package.swift"
echo "  Swift files ported: $ported; importing UIKit, replaced by stand-ins: $(printf '%s\n' "$uiKitFiles" | grep -c .)"
summary "$work/app-port.txt"
build_and_test "$app"
