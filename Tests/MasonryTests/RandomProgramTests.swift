import Foundation
@testable import AutoLayout
import Masonry
import Testing

/// Seeded random DSL programs, misuse included: nothing traps, every misuse is diagnosed, frames
/// are finite, every active required constraint holds or is named by an unsatisfiable
/// diagnostic, and remaking every view's constraints gives the frames of building afresh.
/// `MASONRY_RANDOM_PROGRAMS=N` runs N programs instead of 60.
@Suite struct RandomProgramTests {
    /// SplitMix64: small, seedable, the same on every platform.
    private struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
        mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
    }

    private static let attributes: [LayoutAttribute] = [.left, .right, .top, .bottom, .width, .height, .centerX, .centerY]

    /// One statement of a program: which view, attribute, relation, target and modifiers.
    private struct Statement {
        var view: Int, attribute: LayoutAttribute, relation: Int, target: Int?, constant: CGFloat
        var multiplier: CGFloat, priority: Float
        /// 0: none; 1: the relation defined twice; 2: an attribute chained after the relation;
        /// 3: related to a view outside the tree (no common superview); 4: a list holding a value
        /// that is no constraint target, between valid ones.
        var misuse = 0
        /// Relate to the target view's layout guide instead of the view (when it has one).
        var toGuide = false
        /// Relate to a list: the target and a number (Masonry makes one constraint per element).
        var listed = false
        var isMisuse: Bool {
            misuse != 0 || !constant.isFinite || abs(constant) > 1e8 || !(priority > 0 && priority <= 1000)
                || (target != nil && attribute.isSize == false && multiplier == 0)
        }
    }

    private struct Program {
        var parents: [Int]   // parent index per view; -1 is the root
        var labels: Set<Int>
        var scrollViews: Set<Int>
        /// Views that own a layout guide, pinned inside them with insets.
        var guides: Set<Int>
        var statements: [Statement]
    }

    private static func program(_ seed: UInt64) -> Program {
        var random = Random(state: seed)
        let count = 1 + random.below(random.chance(25) ? 200 : 30)   // large trees mostly conflict somewhere
        var parents: [Int] = [], depths: [Int] = []
        for index in 0..<count {
            let parent = index == 0 || random.chance(30) ? -1 : random.below(index)
            let depth = parent < 0 ? 1 : depths[parent] + 1
            parents.append(depth > 8 ? -1 : parent)
            depths.append(depth > 8 ? 1 : depth)
        }
        let labels = Set((0..<count).filter { _ in random.chance(25) })
        let scrollViews = Set((0..<count).filter { !labels.contains($0) && random.chance(8) })
        let guides = Set((0..<count).filter { _ in random.chance(15) })
        var statements: [Statement] = []
        for view in 0..<count {
            for _ in 0..<random.below(5) {
                let attribute = attributes[random.below(attributes.count)]
                var constant = CGFloat(random.below(200)) - 50
                if random.chance(3) { constant = [.nan, .infinity, -.infinity][random.below(3)] }
                if random.chance(2) { constant = [1e9, -1e12, 1e15, -1e150, 1e300][random.below(5)] }  // huge, finite
                var priority: Float = [1000, 1000, 1000, 750, 500, 250][random.below(6)]
                if random.chance(3) { priority = [0, -5, 1001][random.below(3)] }
                let target: Int? = random.chance(20) ? nil : random.below(count + 1) - 1   // -1: the root
                let multiplier: CGFloat = random.chance(70) ? 1 : [0.5, 2, 0, -1][random.below(4)]
                var statement = Statement(view: view, attribute: attribute, relation: random.below(3), target: target,
                                          constant: constant, multiplier: multiplier, priority: priority)
                if random.chance(4) { statement.misuse = 1 + random.below(4) }
                statement.listed = !statement.isMisuse && random.chance(8)
                statement.toGuide = statement.target.map { $0 >= 0 && guides.contains($0) } == true && random.chance(40)
                statements.append(statement)
            }
        }
        return Program(parents: parents, labels: labels, scrollViews: scrollViews, guides: guides, statements: statements)
    }

    /// Builds the program (or remakes it on `views`), lays out and returns the views and diagnostics.
    private static func run(_ program: Program, remakingOn existing: (View, [View])? = nil)
        -> (View, [View], [LayoutDiagnostic], misused: [Constraint]) {
        let (root, views) = existing ?? {
            let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
            var views: [View] = []
            for (index, parent) in program.parents.enumerated() {
                let view: View
                if program.labels.contains(index) {
                    let label = Label()
                    label.text = "label \(index) with words"
                    label.numberOfLines = index % 2
                    view = label
                } else {
                    view = program.scrollViews.contains(index) ? ScrollView() : View()
                }
                view.debugName = "v\(index)"
                (parent < 0 ? root : views[parent]).addSubview(view)
                views.append(view)
                if program.guides.contains(index) {
                    let guide = LayoutGuide()
                    view.addLayoutGuide(guide)
                    LayoutConstraint.activate([
                        LayoutConstraint(item: guide, attribute: .left, relatedBy: .equal, toItem: view,
                                         attribute: .left, multiplier: 1, constant: 3),
                        LayoutConstraint(item: guide, attribute: .top, relatedBy: .equal, toItem: view,
                                         attribute: .top, multiplier: 1, constant: 5),
                        LayoutConstraint(item: guide, attribute: .width, relatedBy: .equal, toItem: view,
                                         attribute: .width, multiplier: 0.5, constant: 0),
                        LayoutConstraint(item: guide, attribute: .height, relatedBy: .equal, toItem: nil,
                                         attribute: .notAnAttribute, multiplier: 1, constant: 20),
                    ])
                }
            }
            return (root, views)
        }()
        let outsider = View()   // never in the tree: relating to it has no common superview
        var misused: [Constraint] = []
        let (_, diagnostics) = LayoutDiagnostics.collect {
            for (index, view) in views.enumerated() {
                let body: (ConstraintMaker) -> Void = { make in
                    for statement in program.statements where statement.view == index {
                        var constraint = make.attribute(statement.attribute)
                        let target: any ConstraintTarget
                        if statement.misuse == 3 {
                            target = outsider.mas.attribute(statement.attribute)
                        } else if let other = statement.target, statement.toGuide, let guide = views[other].layoutGuides.last {
                            target = guide
                        } else if let other = statement.target {
                            let item = other < 0 ? root : views[other]
                            target = item.mas.attribute(statement.attribute)
                        } else {
                            target = statement.constant
                        }
                        if statement.listed || statement.misuse == 4 {
                            var list: [any ConstraintTarget] = [target, CGFloat(index % 50)]
                            if statement.misuse == 4 { list.insert(Unsupported(), at: 1) }
                            switch statement.relation {
                            case 0: constraint = constraint.equalTo(list)
                            case 1: constraint = constraint.greaterThanOrEqualTo(list)
                            default: constraint = constraint.lessThanOrEqualTo(list)
                            }
                        } else {
                            switch statement.relation {
                            case 0: constraint = constraint.equalTo(target)
                            case 1: constraint = constraint.greaterThanOrEqualTo(target)
                            default: constraint = constraint.lessThanOrEqualTo(target)
                            }
                        }
                        // Masonry lets `equalTo(…).equalTo(number)` set the constant; another relation is misuse.
                        if statement.misuse == 1 {
                            constraint = statement.relation == 0 ? constraint.greaterThanOrEqualTo(1) : constraint.equalTo(1)
                        }
                        if statement.misuse == 2 { constraint = constraint.attribute(.height) }
                        if statement.target != nil {
                            constraint.offset(statement.constant)
                            constraint = constraint.multipliedBy(statement.multiplier)
                        }
                        constraint = constraint.priority(LayoutPriority(statement.priority))
                        if statement.isMisuse { misused.append(constraint) }
                    }
                }
                if existing == nil { view.mas.makeConstraints(body) } else { view.mas.remakeConstraints(body) }
            }
            root.layoutIfNeeded()
        }
        return (root, views, diagnostics, misused)
    }

    /// The frame in `space`'s coordinates (UIKit reads a constraint in those of the view holding
    /// it), origin and size as stored (a negative size is not normalised); `space` itself is at 0.
    private static func frame(of view: View, in space: View) -> (x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
        guard view !== space else { return (0, 0, view.bounds.size.width, view.bounds.size.height) }
        var (x, y) = (view.frame.origin.x, view.frame.origin.y)
        var parent = view.superview
        while let current = parent, current !== space {
            x += current.frame.origin.x
            y += current.frame.origin.y
            parent = current.superview
        }
        return (x, y, view.frame.size.width, view.frame.size.height)
    }

    /// The item's frame in `space`'s coordinates: a guide's layout frame moved by its owner's.
    private static func frame(of item: AnyObject?, in space: View) -> (x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
        if let view = item as? View { return frame(of: view, in: space) }
        guard let guide = item as? LayoutGuide, let owner = guide.owningView else { return (0, 0, 0, 0) }
        let origin = owner === space ? (x: CGFloat(0), y: CGFloat(0)) : { let f = frame(of: owner, in: space); return (x: f.x, y: f.y) }()
        let rect = guide.layoutFrame
        return (origin.x + rect.origin.x, origin.y + rect.origin.y, rect.size.width, rect.size.height)
    }

    /// Edges of a scroll view related to a view inside it are the edges of its content area.
    private static func effectiveItem(_ item: AnyObject?, _ attribute: LayoutAttribute, other: AnyObject?) -> AnyObject? {
        guard let scrollView = item as? ScrollView, [.left, .right, .top, .bottom, .leading, .trailing].contains(attribute),
              let otherView = (other as? View) ?? (other as? LayoutGuide)?.owningView,
              otherView !== scrollView, otherView.isDescendant(of: scrollView) else { return item }
        return scrollView.contentLayoutGuide
    }

    private static func value(_ item: AnyObject?, _ attribute: LayoutAttribute, in space: View) -> CGFloat {
        guard item != nil else { return 0 }
        let frame = frame(of: item, in: space)
        switch attribute {
        case .left: return frame.x
        case .right: return frame.x + frame.width
        case .top: return frame.y
        case .bottom: return frame.y + frame.height
        case .width: return frame.width
        case .height: return frame.height
        case .centerX: return frame.x + frame.width / 2
        default: return frame.y + frame.height / 2
        }
    }

    @Test func randomProgramsKeepTheInvariants() {
        let count = ProcessInfo.processInfo.environment["MASONRY_RANDOM_PROGRAMS"].flatMap(Int.init) ?? 60
        var misuses = 0, statements = 0, compared = 0, viewCount = 0, unsatisfiable = 0
        for seed in 0..<UInt64(count) {
            let program = Self.program(seed &* 7919 &+ 1)
            statements += program.statements.count
            viewCount += program.parents.count
            let (root, views, diagnostics, misused) = Self.run(program)
            // The engine's unretained references name live items of its own tree.
            #expect(root.engineIfCreated?.invariantViolations() ?? [] == [], "seed \(seed)")
            // A misused statement installs nothing.
            let installed = misused.filter { $0.layoutConstraints.contains { $0.isActive } }
            #expect(installed.isEmpty, "seed \(seed): \(installed.flatMap(\.layoutConstraints))")
            let injected = program.statements.filter(\.isMisuse).count
            misuses += injected
            let misuseDiagnostics = diagnostics.filter { $0.kind != .unsatisfiable }
            #expect(misuseDiagnostics.count >= injected, "seed \(seed)")
            for view in views {
                let frame = view.frame
                let finite = frame.minX.isFinite && frame.minY.isFinite && frame.width.isFinite && frame.height.isFinite
                #expect(finite, "seed \(seed)")
            }
            let named = Set(diagnostics.filter { $0.kind == .unsatisfiable }.flatMap(\.constraints).map(ObjectIdentifier.init))
            for view in [root] + views {
                for constraint in view.constraints where constraint.isActive
                    && constraint.priority.isRequired && !named.contains(ObjectIdentifier(constraint)) {
                    let first = Self.effectiveItem(constraint.firstItem, constraint.firstAttribute, other: constraint.secondItem)
                    let second = Self.effectiveItem(constraint.secondItem, constraint.secondAttribute, other: constraint.firstItem)
                    let lhs = Self.value(first, constraint.firstAttribute, in: view)
                    let rhs = constraint.multiplier * Self.value(second, constraint.secondAttribute, in: view)
                        + constraint.constant
                    let tolerance = 1e-6 * max(1, abs(lhs), abs(rhs))
                    let holds: Bool
                    switch constraint.relation {
                    case .equal: holds = abs(lhs - rhs) <= tolerance
                    case .greaterThanOrEqual: holds = lhs >= rhs - tolerance
                    case .lessThanOrEqual: holds = lhs <= rhs + tolerance
                    }
                    #expect(holds, "seed \(seed): \(constraint) gives \(lhs) against \(rhs)")
                }
            }
            // Where constraints leave a view free, or conflict (which one breaks depends on the order
            // they met the solver, as in UIKit), the solution depends on history; compare the rest.
            let conflicts = diagnostics.contains { $0.kind == .unsatisfiable }
            unsatisfiable += diagnostics.filter { $0.kind == .unsatisfiable }.count
            let determined = conflicts ? [] : views.indices.filter { !views[$0].hasAmbiguousLayout }
            if !conflicts { compared += 1 }
            let fresh = determined.map { views[$0].frame }
            let (_, remade, _, _) = Self.run(program, remakingOn: (root, views))
            let again = determined.map { remade[$0].frame }
            let same = zip(fresh, again).allSatisfy { abs($0.minX - $1.minX) < 1e-6 && abs($0.minY - $1.minY) < 1e-6
                && abs($0.width - $1.width) < 1e-6 && abs($0.height - $1.height) < 1e-6 }
            #expect(same, "seed \(seed)")
        }
        #expect(statements > 100 && misuses > 3 && compared > count / 4)
        if ProcessInfo.processInfo.environment["MASONRY_RANDOM_PROGRAMS"] != nil {
            print("random programs: \(count) programs, \(viewCount) views, \(statements) statements, \(misuses) misuses, "
                  + "\(unsatisfiable) unsatisfiable diagnostics, \(compared) remade and compared")
        }
    }
}
