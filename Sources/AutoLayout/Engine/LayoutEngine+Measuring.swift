import Foundation

#if MainActorViews
@preconcurrency @MainActor
#endif
/// Measuring a root view in its own tree engine, as a table view measures with its sizing cell:
/// the engine stays from one measurement to the next, so measuring again after the texts change
/// is an incremental solve, not a new system.
///
/// While measuring, the root's frame size steps aside (its autoresizing width and height leave
/// the solver) and two `.fitting` constraints pull it towards the target. Every solve queues the
/// items it moves for placement as usual, so the frames are right after the next layout pass,
/// whose solve first puts the root's frame size back (`endMeasuringRoot()`). Labels that wrap to
/// their width are measured again at the width the solution gives them, as in a new engine.
final class RootMeasurement {
    var width: LayoutConstraint
    var height: LayoutConstraint
    /// The labels given a wrap width by a measurement.
    var labels: [ItemReference] = []

    init(width: LayoutConstraint, height: LayoutConstraint) {
        self.width = width
        self.height = height
    }

    /// Gives the labels back their own wrap width.
    func releaseLabels() {
        for label in labels.compactMap(\.view) { label.fittingWrapWidth = nil }
    }
}

extension LayoutEngine {
    /// The root's size when pulled towards `target` at the given priorities; frames unchanged.
    func measureRoot(_ target: CGSize, horizontal: LayoutPriority, vertical: LayoutPriority,
                     wrapping: [View]) -> CGSize {
        runUpdateConstraints()
        func fitting(_ attribute: LayoutAttribute, _ constant: CGFloat, _ priority: LayoutPriority) -> LayoutConstraint {
            LayoutConstraint(kind: .fitting, item: root, attribute: attribute, constant: constant, priority: priority)
        }
        // The same target as the last measurement's (a sizing cell's every row) keeps its
        // constraint; another replaces it.
        func refit(_ old: LayoutConstraint, _ attribute: LayoutAttribute, _ constant: CGFloat,
                   _ priority: LayoutPriority) -> LayoutConstraint {
            guard !old.asks(constant, at: priority) else { return old }
            unregister(old)
            let new = fitting(attribute, constant, priority)
            enqueue(new)
            return new
        }
        let measurement: RootMeasurement
        if let current = rootMeasurement {
            measurement = current
            measurement.width = refit(measurement.width, .width, target.width, horizontal)
            measurement.height = refit(measurement.height, .height, target.height, vertical)
        } else {
            let width = fitting(.width, target.width, horizontal), height = fitting(.height, target.height, vertical)
            measurement = RootMeasurement(width: width, height: height)
            rootMeasurement = measurement
            itemDidChange(root)  // its frame size steps aside
            enqueue(width)
            enqueue(height)
        }
        // Each measurement starts where a new engine would: a label that hugs its wrapped width
        // has several widths it could settle at, and the last row's would pick another.
        for label in wrapping where label.fittingWrapWidth != nil {
            label.fittingWrapWidth = nil
            intrinsicSizeDidChange(label)
        }
        for _ in 0..<3 {
            solve(placingRoot: false)
            var changed = false
            for label in wrapping {
                let width = CGFloat(label.variables.width.value)
                guard width > 0, label.fittingWrapWidth != width else { continue }
                if label.fittingWrapWidth == nil { measurement.labels.append(label.itemReference) }
                label.fittingWrapWidth = width
                intrinsicSizeDidChange(label)
                changed = true
            }
            if !changed { break }
        }
        return CGSize(width: root.variables.width.value, height: root.variables.height.value)
    }

    /// Puts the root's frame size back in the solver after measurements, before a layout pass.
    func endMeasuringRoot() {
        guard let measurement = rootMeasurement else { return }
        rootMeasurement = nil
        unregister(measurement.width)
        unregister(measurement.height)
        measurement.releaseLabels()
        for label in measurement.labels.compactMap(\.view) { itemDidChange(label) }
        itemDidChange(root)
    }
}

extension LayoutConstraint {
    /// Whether a fitting constraint asks for `constant` at `priority`.
    fileprivate func asks(_ constant: CGFloat, at priority: LayoutPriority) -> Bool {
        storedConstant == constant && storedPriority == priority
    }
}
