@_exported import TypeFitCheck
@_exported import TypeFitDynamicType
@_exported import TypeFitInput
@_exported import TypeFitLayout
@_exported import TypeFitScale
@_exported import TypeFitShaping
@_exported import TypeFitStrings
@_exported import TypeFitUnicode
// The library TypeFit's users import: every module's public API in one place.
@_exported import TypeFitVocabulary
