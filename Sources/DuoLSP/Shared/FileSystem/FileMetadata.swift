import Foundation

/// What a fixed file keeps of the one it replaces, beyond its bytes.
enum FileMetadata {
    /// Extended attributes copied: the user's own, and the access control
    /// list (stored as an attribute). Others (`security.*`, `trusted.*`)
    /// belong to the system and are set by it.
    static func isCopied(_ attribute: String) -> Bool {
        attribute.hasPrefix("user.") || attribute == "system.posix_acl_access"
    }

    /// Gives `copy` the original's owner and group (when this user may),
    /// mode bits (setuid, setgid and sticky included), user attributes and
    /// access control list; fails when the mode bits or an attribute do not
    /// come through, rather than replace the file with a lesser one.
    static func copy(from original: Int32, status: stat, to copy: Int32) throws(FileSystemError) {
        // Owner first: changing the owner clears setuid and setgid, so the mode comes after.
        if fchown(copy, status.st_uid, status.st_gid) != 0 {
            // Only root gives a file away: anyone else keeps it (as an editor
            // that saves by rename does), with the group if they are in it.
            _ = fchown(copy, uid_t.max, status.st_gid)
        }
        guard fchmod(copy, status.st_mode & 0o7777) == 0 else {
            throw FileSystemError("cannot set its permissions (\(SystemCalls.errorText))")
        }
        guard let names = SystemCalls.attributeNames(of: original) else {
            throw FileSystemError("cannot read its extended attributes (\(SystemCalls.errorText))")
        }
        for name in names where isCopied(name) {
            guard let value = SystemCalls.attribute(name, of: original) else {
                throw FileSystemError("cannot read its extended attribute \(name) (\(SystemCalls.errorText))")
            }
            guard SystemCalls.setAttribute(name, value, of: copy) else {
                throw FileSystemError("cannot copy its extended attribute \(name) (\(SystemCalls.errorText))")
            }
        }
        // The kernel drops setgid without an error for a group the user is not in.
        guard let result = SystemCalls.status(of: copy), result.st_mode & 0o7777 == status.st_mode & 0o7777 else {
            throw FileSystemError("cannot keep its permissions \(String(status.st_mode & 0o7777, radix: 8))")
        }
    }
}
