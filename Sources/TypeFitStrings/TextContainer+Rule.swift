import TypeFitVocabulary

extension TextContainer {
    /// This container with every field a constraints file's resolved rule sets: the one
    /// mapping from the file's rule to the container a string is checked in. Fields the rule
    /// leaves unset keep this container's values (the command line's, or the defaults).
    /// - Parameter rule: the rule resolved for one string × entry pair; its `availableWidth` is
    ///   the width after the rule's insets, points, and must be greater than 0 (the caller
    ///   reports a width used up by insets, naming the file and key).
    package func applying(_ rule: ResolvedConstraint) -> TextContainer {
        var container = self
        if let width = rule.availableWidth { container.width = width }
        if let lines = rule.lines { container.lineLimit = lines.maximum }
        if let mode = rule.truncation { container.truncation = mode }
        if let factor = rule.minimumScaleFactor { container.minimumScaleFactor = factor }
        if let padding = rule.padding { container.padding = padding }
        if let height = rule.height { container.height = height }
        return container
    }
}
