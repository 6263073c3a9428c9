extension DocumentReader {
    /// An object's members, each made a reader only when asked for by name: for readers of large
    /// documents that look a few known keys up in each object (a String Catalog has a hundred
    /// thousand objects), where ``object(allowing:)`` would make a reader of every member of
    /// every object. Errors and key paths are those of ``object(allowing:)``'s readers.
    package struct Members {
        fileprivate let object: DocumentReader
        private let values: [String: Any]

        fileprivate init(object: DocumentReader, values: [String: Any]) {
            self.object = object
            self.values = values
        }

        /// The member `key`, or nil when the object has none.
        package subscript(key: String) -> DocumentReader? {
            values[key].map { object.member(key, $0) }
        }

        /// The members' names, in no particular order.
        package var keys: Dictionary<String, Any>.Keys { values.keys }

        package var count: Int { values.count }
    }

    /// The value as an object, its members read by name (see ``Members``).
    package func members() throws(InputError) -> Members {
        guard let values = value as? [String: Any] else { throw error("expected an object, found \(typeName)") }
        return Members(object: self, values: values)
    }
}
