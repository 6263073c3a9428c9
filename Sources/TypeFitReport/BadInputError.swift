import TypeFitInput
import TypeFitOutput

/// An error whose description tells the user what is wrong with what they gave (a file, an
/// option, a document, an output that cannot be written), ready to show as it is: the
/// command-line tool prints it as `typefit: error: …` and exits 2.
package protocol BadInputError: Error, CustomStringConvertible {}

extension InputError: BadInputError {}

extension OptionError: BadInputError {}

extension OutputError: BadInputError {}
