import TypeFitScale

/// A resolved entry held by reference, so the many targets that check strings in one entry
/// share one copy of it (its twelve styles, each with its face, features and notes) and a
/// target is copied by retaining one object.
package final class SharedEntry: Sendable {
    /// The entry, resolved at every size.
    package let entry: ResolvedEntry

    package init(_ entry: ResolvedEntry) {
        self.entry = entry
    }
}
