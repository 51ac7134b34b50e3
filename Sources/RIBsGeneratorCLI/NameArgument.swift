import ArgumentParser
import RIBsGenerator

/// Turns command-line text into a checked name, failing validation with the name's problem.
enum NameArgument {

    /// The RIB name `text`, or a ``ValidationError`` saying what is wrong with it.
    static func rib(_ text: String) throws(ValidationError) -> RIBName {
        do {
            return try RIBName(text)
        } catch {
            throw ValidationError(error.description)
        }
    }

    /// The module name `text`, or a ``ValidationError`` saying what is wrong with it.
    static func module(_ text: String) throws(ValidationError) -> ModuleName {
        do {
            return try ModuleName(text)
        } catch {
            throw ValidationError(error.description)
        }
    }

    /// The app name `text`, or a ``ValidationError`` saying what is wrong with it.
    static func app(_ text: String, servedOnTheWeb: Bool = false) throws(ValidationError) -> AppName {
        do {
            return try AppName(text, servedOnTheWeb: servedOnTheWeb)
        } catch {
            throw ValidationError(error.description)
        }
    }
}
