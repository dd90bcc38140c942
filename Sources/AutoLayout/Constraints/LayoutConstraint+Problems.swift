import Foundation

/// What UIKit refuses in a constraint, checked at activation, and the diagnostics that say so in
/// UIKit's words.
extension LayoutConstraint {
    /// UIKit's words for a location related to a constant (made once: every activation checks).
    static let locationMessage = "A multiplier of 0 or a nil second item together with a location for the first "
        + "attribute creates an illegal constraint of a location equal to a constant. Location attributes must "
        + "be specified in pairs."

    /// What can be wrong with a constraint's items, attributes or numbers. Checked at every
    /// activation as a plain value; the diagnostic, with its message, is made only for a problem.
    enum Problem {
        case noFirstItem, unplaceableItem, multiplierNotFinite, constantNotFinite, constantBeyondLimit
        case priorityOutOfRange, firstNotAnAttribute, locationEqualToConstant
        case mismatchedAttributes, directionalWithAbsolute
    }

    /// The first problem the constraint has, if any.
    var problem: Problem? {
        guard firstReference.isAlive else { return .noFirstItem }
        let hasSecond = secondReference?.isAlive == true
        if !firstReference.isPlaceable || (hasSecond && secondReference?.isPlaceable == false) { return .unplaceableItem }
        guard storedMultiplier.isFinite else { return .multiplierNotFinite }
        guard storedConstant.isFinite else { return .constantNotFinite }
        guard abs(storedConstant) <= LayoutConstraint.constantLimit else { return .constantBeyondLimit }
        guard storedPriority.isValid else { return .priorityOutOfRange }
        guard storedFirstAttribute != .notAnAttribute else { return .firstNotAnAttribute }
        guard hasSecond else {
            // A size to a constant: UIKit ignores a second attribute given without a second item
            // (`width == nil.width + 100`), as libraries that make every size that way expect.
            return storedFirstAttribute.isLocation && kind == .user ? .locationEqualToConstant : nil
        }
        if storedMultiplier == 0 && storedFirstAttribute.isLocation { return .locationEqualToConstant }
        // Locations on different axes pass, as UIKit installs them: the engine objects at layout
        // (`relatesAxes`).
        guard storedSecondAttribute != .notAnAttribute, storedFirstAttribute.isSize == storedSecondAttribute.isSize else {
            return .mismatchedAttributes
        }
        if (storedFirstAttribute.isDirectional && storedSecondAttribute.isAbsoluteHorizontal)
            || (storedFirstAttribute.isAbsoluteHorizontal && storedSecondAttribute.isDirectional) {
            return .directionalWithAbsolute
        }
        return nil
    }

    /// Whether the constraint relates locations on different axes (`left == top`): activated and
    /// listed as UIKit does, but left out of the solve, where UIKit raises
    /// `NSInvalidLayoutConstraintException`.
    var relatesAxes: Bool {
        storedFirstAttribute.isLocation && storedSecondAttribute.isLocation && secondReference != nil
            && storedFirstAttribute.axis != storedSecondAttribute.axis
    }

    /// The diagnostic for a constraint the engine leaves out because it relates two axes.
    var axesDiagnostic: LayoutDiagnostic {
        diagnostic(.invalidPairing, "Constraint improperly relates anchors of incompatible types: \(firstAttribute.name) "
            + "is \(firstAttribute.axis == .horizontal ? "horizontal" : "vertical") and \(secondAttribute.name) is not; "
            + "it takes no part in the layout")
    }

    /// The diagnostic for a problem, in UIKit's words.
    func diagnostic(for problem: Problem) -> LayoutDiagnostic {
        switch problem {
        case .noFirstItem: return diagnostic(.misuse, "Constraint must contain a first layout item")
        case .unplaceableItem: return diagnostic(.misuse, "Constraint items must each be a view or layout guide.")
        case .multiplierNotFinite:
            return diagnostic(.invalidValue, "Multiplier is not finite! That's illegal. multiplier:\(multiplier)")
        case .constantNotFinite:
            return diagnostic(.invalidValue, "LayoutConstraint constant is not finite! That's illegal. constant:\(constant)")
        case .constantBeyondLimit:
            return diagnostic(.invalidValue, LayoutConstraint.limitMessage(constant) + " It is not installed.")
        case .priorityOutOfRange: return diagnostic(.invalidValue, "Priority \(priority.rawValue) is outside (0, 1000]")
        case .firstNotAnAttribute:
            return diagnostic(.invalidPairing, "Invalid pairing of layout attributes: the first attribute is notAnAttribute")
        case .locationEqualToConstant: return diagnostic(.invalidPairing, LayoutConstraint.locationMessage)
        case .mismatchedAttributes: return diagnostic(.invalidPairing, "Invalid pairing of layout attributes")
        case .directionalWithAbsolute:
            return diagnostic(.invalidPairing, "A constraint cannot be made between a leading/trailing attribute and "
                + "a right/left attribute. Use leading/trailing for both or neither.")
        }
    }

    func diagnostic(_ kind: LayoutDiagnostic.Kind, _ message: String) -> LayoutDiagnostic {
        LayoutDiagnostic(kind: kind, message: message + ": " + description, file: file, line: line, constraints: [self])
    }

    func report(_ kind: LayoutDiagnostic.Kind, _ message: String) {
        LayoutDiagnostics.report(diagnostic(kind, message))
    }
}
