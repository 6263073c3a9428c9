import TypeFitLayout
import TypeFitStrings

extension CheckConstraint {
    /// This container with every field a constraints file's resolved rule sets: the one
    /// mapping from the file's vocabulary to the check's. Fields the rule leaves unset keep
    /// this container's values (the command line's, or the defaults).
    /// - Parameter rule: the rule resolved for one string × entry pair; its `availableWidth` is
    ///   the width after the rule's insets, points, and must be greater than 0 (the caller
    ///   reports a width used up by insets, naming the file and key).
    public func applying(_ rule: ResolvedConstraint) -> CheckConstraint {
        var constraint = self
        if let width = rule.availableWidth { constraint.width = width }
        if let lines = rule.lines { constraint.lineLimit = lines.maximum }
        if let mode = rule.truncation { constraint.truncation = mode }
        if let factor = rule.minimumScaleFactor { constraint.minimumScaleFactor = factor }
        if let padding = rule.padding { constraint.padding = padding }
        if let height = rule.height { constraint.height = height }
        return constraint
    }
}
