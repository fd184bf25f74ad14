// A value's entries for its kind's attribute columns, holding only those it has: an update may
// declare thousands of optional attributes, each given by one value of thousands.

/// A value's entry for each attribute column of its kind, in the order of
/// ``KbnKindDescription/attributes``: nil where an optional attribute has no value.
///
/// It reads as an array of one optional per column (`attributes[column]`, `for`, `map`, `==`
/// against an array literal) and stores only the entries that have a value, so that a kind of many
/// optional attributes costs memory for what its values give, not for every column of every value.
///
/// - Complexity: Reading an entry, O(log *k*) for a value of *k* entries; setting one, O(*k*).
public struct KbnAttributeValues: RandomAccessCollection, MutableCollection, Hashable, Sendable,
    ExpressibleByArrayLiteral
{
    public typealias Element = KbnAttributeValue?

    /// The columns that have an entry, ascending, each with its entry at the same position in
    /// `entries`.
    private var columns: [Int]
    private var entries: [KbnAttributeValue]

    public var startIndex: Int { 0 }
    /// The number of columns.
    public let endIndex: Int

    /// The entries `values`, one per column.
    public init(_ values: some Sequence<KbnAttributeValue?>) {
        var columns: [Int] = []
        var entries: [KbnAttributeValue] = []
        var count = 0
        for value in values {
            if let value {
                columns.append(count)
                entries.append(value)
            }
            count += 1
        }
        self.columns = columns
        self.entries = entries
        endIndex = count
    }

    public init(arrayLiteral values: KbnAttributeValue?...) {
        self.init(values)
    }

    /// `count` columns, of which those in `given` have an entry: O(*k* log *k*) for *k* entries.
    ///
    /// - Precondition: Each column of `given` is below `count`, and given once.
    package init(count: Int, given: [(column: Int, value: KbnAttributeValue)]) {
        let sorted = given.sorted { $0.column < $1.column }
        columns = sorted.map(\.column)
        entries = sorted.map(\.value)
        endIndex = count
    }

    /// How many columns have an entry: what the value holds, whatever the number of columns.
    package var givenCount: Int { entries.count }

    public subscript(position: Int) -> KbnAttributeValue? {
        get {
            precondition(indices.contains(position), "KbnAttributeValues: column \(position) out of range")
            let slot = slot(of: position)
            return slot < columns.count && columns[slot] == position ? entries[slot] : nil
        }
        set {
            precondition(indices.contains(position), "KbnAttributeValues: column \(position) out of range")
            let slot = slot(of: position)
            let isGiven = slot < columns.count && columns[slot] == position
            switch (newValue, isGiven) {
            case (let value?, true): entries[slot] = value
            case (let value?, false):
                columns.insert(position, at: slot)
                entries.insert(value, at: slot)
            case (nil, true):
                columns.remove(at: slot)
                entries.remove(at: slot)
            case (nil, false): break
            }
        }
    }

    /// Where `column` is in `columns`, or would be: the first slot whose column is not below it.
    private func slot(of column: Int) -> Int {
        var (low, high) = (0, columns.count)
        while low < high {
            let middle = (low + high) / 2
            if columns[middle] < column { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
