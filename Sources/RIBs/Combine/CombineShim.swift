// The one place that decides which Combine implementation RIBs streams use.
//
// Apple platforms ship Combine; elsewhere OpenCombine provides the same API under the same
// names. Re-exporting it means `import RIBs` gives users `AnyPublisher`, `CurrentValueSubject`,
// `AnyCancellable` and friends without any `#if` of their own.

#if canImport(Combine)
@_exported import Combine
#else
@_exported import OpenCombine
#endif
