// A value made on first use and then kept, safe to reach from any thread: what lets a table leave
// its display order, its description, its columns of names and codes, and its dictionary of codes
// until something asks for them.

/// A value that is made the first time it is read, and read from then on.
///
/// KbnKit has no lock to guard a lazy property with: the standard library's `Mutex` and atomics
/// (the Synchronization module) need iOS 18, and Foundation is not used here. The value is
/// published instead with the standard library's atomic compare-and-swap of an object reference,
/// the primitive behind its own lazily bridged storage. Threads that read it first at the same time
/// may each make it, and all of them get the one that was published first, so `make` must give the
/// same value every time and have no effect besides its result.
@usableFromInline final class KbnLazy<Value: Sendable>: @unchecked Sendable {
    /// The made value, once it is published; only ever written through the atomic operations below.
    @usableFromInline let storage: UnsafeMutablePointer<AnyObject?>

    /// The box that the value is published in: one object reference, which a compare-and-swap of
    /// one word can publish.
    @usableFromInline final class Box {
        @usableFromInline let value: Value
        @usableFromInline init(_ value: Value) { self.value = value }
    }

    init() {
        storage = .allocate(capacity: 1)
        storage.initialize(to: nil)
    }

    deinit {
        storage.deinitialize(count: 1)
        storage.deallocate()
    }

    /// The value, which `make` makes if it was not made before.
    @inlinable func value(_ make: () -> Value) -> Value {
        if let published = _stdlib_atomicLoadARCRef(object: storage) {
            return unsafeDowncast(published, to: Box.self).value
        }
        let made = Box(make())
        if _stdlib_atomicInitializeARCRef(object: storage, desired: made) { return made.value }
        // Another thread published first: every reader gets the same value.
        return unsafeDowncast(_stdlib_atomicLoadARCRef(object: storage)!, to: Box.self).value
    }
}
