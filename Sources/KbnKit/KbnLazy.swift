// A value made on first use and then kept, safe to reach from any thread: what lets a table leave
// its display order, its description, its blocks of names and codes, and its dictionary of codes
// until something asks for them.

/// A value that is made the first time it is read, and read from then on: what the Synchronization
/// module's `AtomicLazyReference` is, for the OSes before it (iOS 18, macOS 15).
///
/// KbnKit has no lock to guard a lazy property with: `Mutex` and the atomics of Synchronization
/// need those OSes, and Foundation is not used here. The value is published instead with the
/// standard library's atomic compare-and-swap of an object reference, the primitive behind its own
/// lazily bridged storage. Those functions are underscored, so only this type calls them, from
/// code that is not inlined into clients.
///
/// **Races.** Threads that read the value first at the same time each make it, and all of them get
/// the one that was published first; the others' are released. So `make` must give the same value
/// every time and have no effect besides its result, and a race costs its work once per thread
/// that joins it, briefly that much memory too. No thread waits for another: without a lock, waiting
/// would mean spinning, which on a device's few cores can keep the making thread from running.
/// Values that are large to make are split so that a race makes little twice: a large kind's names
/// are made in blocks of 256 (``KbnStringBlocks``).
final class KbnLazy<Value: Sendable>: @unchecked Sendable {
    /// The made value in its ``Box``, once it is published; only ever read and written through
    /// the atomic operations below.
    private let storage: UnsafeMutablePointer<AnyObject?>

    /// The box that the value is published in: one object reference, which a compare-and-swap of
    /// one word can publish.
    private final class Box {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    init() {
        storage = .allocate(capacity: 1)
        storage.initialize(to: nil)
    }

    deinit {
        storage.deinitialize(count: 1)
        storage.deallocate()
    }

    /// The value, which `make` makes if it was not published before.
    ///
    /// - Complexity: O(1) once the value is published; else `make`'s.
    func value(_ make: () -> Value) -> Value {
        if let published = _stdlib_atomicLoadARCRef(object: storage) {
            return unsafeDowncast(published, to: Box.self).value
        }
        let made = Box(make())
        if _stdlib_atomicInitializeARCRef(object: storage, desired: made) { return made.value }
        // Another thread published first: every reader gets the same value.
        return unsafeDowncast(_stdlib_atomicLoadARCRef(object: storage)!, to: Box.self).value
    }
}
