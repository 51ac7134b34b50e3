import RIBs
import ScreenKit
import Testing

/// What a window lets into a text field.
@MainActor
struct WindowTextFieldTests {

    private final class FormViewController: ViewController {
        override var screen: Screen {
            Screen(title: "Form", elements: [.textField(TextField(id: "name", placeholder: "Name", text: text(inField: "name"), maxWidth: 6))])
        }
    }

    private let window = Window()
    private let form = FormViewController()

    init() {
        window.rootViewController = form
        window.makeKeyAndVisible()
    }

    @Test func escapeSequencesAreDroppedBeforeTheFieldIsCut() throws {
        try window.perform(.editText(field: "name", text: "\u{1B}[31m\u{1B}[1mAliceBob"))

        #expect(form.text(inField: "name") == "AliceB")
    }

    @Test func wideCharactersCountTwoColumns() throws {
        try window.perform(.editText(field: "name", text: "李小龍王"))

        #expect(form.text(inField: "name") == "李小龍")
    }

    @Test func aFilledFieldIsCleanedAndCutAsTypedTextIs() {
        form.fillField("name", with: "\u{1B}[31m李小龍王")

        #expect(form.text(inField: "name") == "李小龍")
    }

    @Test func fillingAFieldTheScreenDoesNotShowChangesNothing() {
        form.fillField("age", with: "12")

        #expect(form.text(inField: "age") == "")
    }

    @Test func aFieldThatIsNotShownIsRejectedAndNothingChanges() {
        #expect(throws: UserActionRejection.noSuchElement("age")) {
            try window.perform(.editText(field: "age", text: "12"))
        }
        #expect(form.text(inField: "name") == "")
    }
}
