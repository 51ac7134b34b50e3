import Foundation

/// The user the tests run as.
public enum CurrentUser {

    /// Whether the tests run as root, for whom file permissions do not block writes.
    public static var isRoot: Bool {
        geteuid() == 0
    }
}
