import AutoLayout
import Foundation

// Pattern detection, as UIKit's pasteboard answers it without showing the paste prompt: from
// the items' strings and URLs as they are now. A string is a probable web URL when it is an
// http(s) address, or a host with a dot and no spaces; a number when it reads as one; a probable
// web search when it is other text. Answers come at once, not later on another queue.

extension Pasteboard {
    /// A kind of content the pasteboard may hold (UIKit's `UIPasteboard.DetectionPattern`).
    public struct DetectionPattern: Hashable, RawRepresentable, Sendable {
        /// The pattern's name.
        public let rawValue: String
        /// The pattern named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Text that looks like a web address.
        public static let probableWebURL = DetectionPattern(rawValue: "com.apple.uikit.pasteboard-detection-pattern.probable-web-url")
        /// Text that looks like a web search.
        public static let probableWebSearch = DetectionPattern(rawValue: "com.apple.uikit.pasteboard-detection-pattern.probable-web-search")
        /// Text that reads as a number.
        public static let number = DetectionPattern(rawValue: "com.apple.uikit.pasteboard-detection-pattern.number")
    }

    /// Which of `patterns` the first item with a string or URL matches.
    public func detectPatterns(for patterns: Set<DetectionPattern>,
                               completionHandler: @escaping (Result<Set<DetectionPattern>, any Error>) -> Void) {
        completionHandler(.success(Set(detectedValuesOfFirstItem(patterns).keys)))
    }

    /// Which of `patterns` each item at `itemSet` (every item when nil) matches.
    public func detectPatterns(for patterns: Set<DetectionPattern>, inItemSet itemSet: IndexSet?,
                               completionHandler: @escaping (Result<[Set<DetectionPattern>], any Error>) -> Void) {
        completionHandler(.success(detectedValuesOfItems(itemSet, patterns).map { Set($0.keys) }))
    }

    /// The values of `patterns` the first item with a string or URL holds: the URL's text, the
    /// search's text, the number as a `Double`.
    public func detectValues(for patterns: Set<DetectionPattern>,
                             completionHandler: @escaping (Result<[DetectionPattern: Any], any Error>) -> Void) {
        completionHandler(.success(detectedValuesOfFirstItem(patterns)))
    }

    /// The values of `patterns` each item at `itemSet` (every item when nil) holds.
    public func detectValues(for patterns: Set<DetectionPattern>, inItemSet itemSet: IndexSet?,
                             completionHandler: @escaping (Result<[[DetectionPattern: Any]], any Error>) -> Void) {
        completionHandler(.success(detectedValuesOfItems(itemSet, patterns)))
    }

    /// Which of `patterns` the first item with a string or URL matches.
    public func detectedPatterns(for patterns: Set<DetectionPattern>) async throws -> Set<DetectionPattern> {
        Set(detectedValuesOfFirstItem(patterns).keys)
    }

    /// Which of `patterns` each item at `itemSet` (every item when nil) matches.
    public func detectedPatterns(for patterns: Set<DetectionPattern>, inItemSet itemSet: IndexSet?) async throws
        -> [Set<DetectionPattern>] {
        detectedValuesOfItems(itemSet, patterns).map { Set($0.keys) }
    }

    /// The values of `patterns` the first item with a string or URL holds.
    public func detectedValues(for patterns: Set<DetectionPattern>) async throws -> [DetectionPattern: Any] {
        detectedValuesOfFirstItem(patterns)
    }

    /// The values of `patterns` each item at `itemSet` (every item when nil) holds.
    public func detectedValues(for patterns: Set<DetectionPattern>, inItemSet itemSet: IndexSet?) async throws
        -> [[DetectionPattern: Any]] {
        detectedValuesOfItems(itemSet, patterns)
    }

    private func detectedValuesOfFirstItem(_ patterns: Set<DetectionPattern>) -> [DetectionPattern: Any] {
        items.lazy.compactMap { Self.text(of: $0) }.first.map { Self.detect(patterns, in: $0) } ?? [:]
    }

    private func detectedValuesOfItems(_ itemSet: IndexSet?, _ patterns: Set<DetectionPattern>) -> [[DetectionPattern: Any]] {
        let all = items
        let chosen = itemSet.map { $0.filter { all.indices.contains($0) }.map { all[$0] } } ?? all
        return chosen.map { item in Self.text(of: item).map { Self.detect(patterns, in: $0) } ?? [:] }
    }

    /// An item's text: its URL's, else its string.
    private static func text(of item: [String: Any]) -> String? {
        if let url = typeListURL.lazy.compactMap({ item[$0] as? URL }).first { return url.absoluteString }
        return typeListString.lazy.compactMap { item[$0] as? String }.first
    }

    /// The values of `patterns` in `text`.
    private static func detect(_ patterns: Set<DetectionPattern>, in text: String) -> [DetectionPattern: Any] {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return [:] }
        var found: [DetectionPattern: Any] = [:]
        let isURL = isProbableWebURL(trimmed)
        if patterns.contains(.probableWebURL), isURL { found[.probableWebURL] = trimmed }
        if patterns.contains(.number), let number = Double(trimmed.replacingOccurrences(of: ",", with: "")) {
            found[.number] = number
        }
        if patterns.contains(.probableWebSearch), !isURL, found[.number] == nil { found[.probableWebSearch] = trimmed }
        return found
    }

    /// An http(s) address with a host, or a dotted host without spaces ("example.com/page").
    private static func isProbableWebURL(_ text: String) -> Bool {
        guard !text.contains(where: \.isWhitespace) else { return false }
        if let url = URL(string: text), let scheme = url.scheme?.lowercased() {
            return (scheme == "http" || scheme == "https") && !(url.host ?? "").isEmpty
        }
        guard let host = URL(string: "https://" + text)?.host else { return false }
        let labels = host.split(separator: ".")
        return labels.count >= 2 && labels.allSatisfy { !$0.isEmpty } && (labels.last?.allSatisfy(\.isLetter) ?? false)
    }
}
