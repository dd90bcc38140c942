/// A design-system library of an app's own, with the unprefixed names such libraries use.

/// The app's own button model.
public struct Button: Sendable {
    /// The title shown.
    public var title: String
    /// A button titled `title`.
    public init(title: String) { self.title = title }
}

/// The app's own view model.
public struct View: Sendable {
    /// The name shown.
    public var name: String
    /// A view named `name`.
    public init(name: String) { self.name = name }
}
