import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A parsed XML element, for structural checks of the JUnit output.
final class XMLTree {
    let name: String
    let attributes: [String: String]
    var children: [XMLTree] = []
    var text = ""

    init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
    }

    /// Every element below this one (depth first, document order) with the given name.
    func descendants(named name: String) -> [XMLTree] {
        children.flatMap { ($0.name == name ? [$0] : []) + $0.descendants(named: name) }
    }

    /// The children with the given name.
    func children(named name: String) -> [XMLTree] { children.filter { $0.name == name } }

    /// Parses `data` with Foundation's `XMLParser`; throws when the document is not well-formed.
    static func parse(_ data: Data) throws -> XMLTree {
        let builder = Builder()
        let parser = XMLParser(data: data)
        parser.delegate = builder
        guard parser.parse(), let root = builder.root else {
            throw ParseFailure(description: parser.parserError.map { "\($0)" } ?? "no root element")
        }
        return root
    }

    struct ParseFailure: Error, CustomStringConvertible {
        let description: String
    }

    private final class Builder: NSObject, XMLParserDelegate {
        var root: XMLTree?
        var stack: [XMLTree] = []

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
        ) {
            let element = XMLTree(name: elementName, attributes: attributeDict)
            if let parent = stack.last { parent.children.append(element) } else { root = element }
            stack.append(element)
        }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?
        ) {
            stack.removeLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            stack.last?.text += string
        }
    }
}
