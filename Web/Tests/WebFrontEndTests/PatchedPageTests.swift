import Foundation
import HummingbirdTesting
import RIBs
import ScreenKit
import Testing
@testable import WebFrontEnd
import WebTesting

/// A page that asks for patches (`/ws?patches=1`, as the page does) through a live server: the
/// first screen whole, then what changed. Checking one row of a 1,000-row list sends at most
/// 1 KB; a page that did not ask gets the whole screen again.
@Suite(.timeLimit(.minutes(2)))
@MainActor
struct PatchedPageTests {

    @Test func checkingOneRowOfAThousandSendsThePageAtMostOneKilobyte() async throws {
        let app = try TestServer.make(serving: ThousandRowsApp.descriptor)
        try await app.test(.live) { client in
            try await client.withPage("/ws?patches=1") { page in
                _ = try await page.next()
                let full = try await page.nextText()
                #expect(full.hasPrefix(#"{"content":{"screen":"#))
                try await page.send(#"{"v":2,"type":"checkRow","list":"errands","row":"500","checked":true}"#)
                let patch = try await page.nextText()
                #expect(patch.contains(#""type":"screenPatch""#))
                #expect(patch.contains(#""checked":true,"id":"500""#))
                #expect(patch.utf8.count <= 1_024, "\(patch.utf8.count) bytes")
                #expect(full.utf8.count > 100 * patch.utf8.count, "\(full.utf8.count) and \(patch.utf8.count) bytes")
            }
            try await client.withPage("/ws") { page in
                _ = try await page.next()
                _ = try await page.nextText()
                try await page.send(#"{"v":2,"type":"checkRow","list":"errands","row":"7","checked":true}"#)
                let screen = try await page.next()
                #expect(screen.type == "screen")
                #expect(screen.content?.screen.elements.first?.type == "list")
            }
        }
    }
}

/// An app of one RIB showing a list of 1,000 errands, each checked when the page checks it.
@MainActor
private enum ThousandRowsApp {

    nonisolated static let descriptor = AppDescriptor(name: "Errands") {
        AppTree(launchRouter: LaunchRouter(interactor: Interactor(), viewController: ErrandsViewController()))
    }

    final class ErrandsViewController: ViewController {
        private var checked = Set<String>()

        override var screen: Screen {
            Screen(title: "Errands", elements: [
                .list(List(id: "errands", rows: (0..<1_000).map { index in
                    ListRow(id: String(index), title: "Errand \(index)", isChecked: checked.contains(String(index)),
                            actions: [RowAction(id: "remove", title: "Remove", role: .destructive)])
                }, emptyText: "No errands")),
            ])
        }

        override func rowChecked(_ isChecked: Bool, row rowID: String, inList listID: String) {
            if isChecked {
                checked.insert(rowID)
            } else {
                checked.remove(rowID)
            }
            setNeedsDisplay()
        }
    }
}
