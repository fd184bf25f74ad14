// Values made on first use and then kept, safe to reach from any thread: what lets a table leave
// its display order, its description, its names and its dictionary of codes until something asks
// for them.

/// Values that are each made the first time they are read, and read from then on.
///
/// KbnKit has no lock to guard a lazy property with: the standard library's `Mutex` and atomics
/// (the Synchronization module) need iOS 18, and Foundation is not used here. Each value is
/// published instead with the standard library's atomic compare-and-swap of an object reference,
/// the primitive behind its own lazily bridged storage. Threads that read a value first at the same
/// time may each make it, and all of them get the one that was published first, so `make` must give
/// the same value every time and have no effect besides its result.
@usableFromInline final class KbnLazy<Value: Sendable>: @unchecked Sendable {
    /// Each made value, once it is published; only ever written through the atomic operations below.
    @usableFromInline let storage: UnsafeMutablePointer<AnyObject?>
    @usableFromInline let count: Int

    /// The box that a value is published in: one object reference, which a compare-and-swap of one
    /// word can publish.
    @usableFromInline final class Box {
        @usableFromInline let value: Value
        @usableFromInline init(_ value: Value) { self.value = value }
    }

    /// Room for `count` values, none of them made yet.
    @usableFromInline init(count: Int = 1) {
        self.count = count
        storage = .allocate(capacity: count)
        storage.initialize(repeating: nil, count: count)
    }

    deinit {
        storage.deinitialize(count: count)
        storage.deallocate()
    }

    /// The value at `index`, below the count, which `make` makes if it was not made before.
    @inlinable func value(at index: Int = 0, _ make: () -> Value) -> Value {
        precondition(index >= 0 && index < count, "no lazy value at \(index)")
        let slot = storage + index
        if let published = _stdlib_atomicLoadARCRef(object: slot) {
            return unsafeDowncast(published, to: Box.self).value
        }
        let made = Box(make())
        if _stdlib_atomicInitializeARCRef(object: slot, desired: made) { return made.value }
        // Another thread published first: every reader gets the same value.
        return unsafeDowncast(_stdlib_atomicLoadARCRef(object: slot)!, to: Box.self).value
    }
}
