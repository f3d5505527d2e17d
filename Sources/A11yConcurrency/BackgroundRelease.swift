import Foundation

/// Lets go of an object on another thread: freeing a large screen's model (a
/// hundred and fifty thousand nodes take about 30 ms) then overlaps with writing
/// the report instead of holding it up. Nothing else may hold the object, or the
/// last holder frees it wherever it lets go.
public func releaseInBackground(_ object: consuming some AnyObject & Sendable) {
    let holder = Holder(object)
    DispatchQueue.global(qos: .utility).async { holder.object = nil }
}

/// The object's one owner, handed to the thread that lets it go.
private final class Holder<Object: AnyObject & Sendable>: @unchecked Sendable {
    // Written once more, by the releasing thread, after the hand-over.
    var object: Object?

    init(_ object: consuming Object) {
        self.object = object
    }
}
