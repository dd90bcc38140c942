/// The definitions' invariants between public operations (see `Definition.swift`,
/// `Solver+Definitions.swift` and `Solver+DefinitionReading.swift`), listed for
/// ``Solver/invariantViolations()``.
extension Solver {
    /// A variable the definitions name, with the number of definitions reading it.
    private struct Naming {
        let variable: Variable
        var readers = 0
    }

    /// One definition on the path of ``addDefinitionCycles(_:to:)``: the definitions giving what it
    /// reads, and how many of them the walk has followed.
    private struct Step {
        let index: Int
        let givers: [Int]
        var followed = 0
    }

    /// Every broken invariant of the definitions: their bookkeeping, order, readings and links,
    /// that none reads its own variable, and that their queue and scratch are idle.
    func addDefinitionViolations(to violations: inout [String]) {
        let countBefore = violations.count
        var live = 0
        // Which definition gives each variable, from the definitions themselves rather than the
        // links, which are checked against it.
        var definedBy: [ObjectIdentifier: Int] = [:]
        for index in 0..<definitions.count {
            guard let definition = definitions[index] else { continue }
            live += 1
            if let other = definedBy.updateValue(index, forKey: ObjectIdentifier(definition.variable)) {
                violations.append("\(definition.variable) has the definitions \(other) and \(index)")
            }
        }
        if live != liveDefinitions {
            violations.append("the solver counts \(liveDefinitions) definitions, but \(live) are live")
        }
        for index in 0..<definitions.count {
            guard let definition = definitions[index] else { continue }
            addBookkeepingViolations(of: definition, at: index, definedBy, to: &violations)
        }
        addLinkViolations(definedBy, to: &violations)
        // The order checked above rules cycles out — each definition reads only older ones, or
        // constant ones, which read nothing — so the walk that would name a cycle runs only once
        // a check of the definitions has failed.
        if violations.count > countBefore { addDefinitionCycles(definedBy, to: &violations) }
        addQueueViolations(to: &violations)
    }

    /// A definition as a violation names it: its index and variable.
    func describe(definitionAt index: Int) -> String {
        "definition \(index) (of \(definitions[index].map { "\($0.variable)" } ?? "nothing"))"
    }

    /// One definition is found by its constraint; its variable has no symbol; it reads only
    /// older definitions' variables, constant ones' or free ones — none if it is constant; it has
    /// a record holding its tag exactly when it is read, and then every variable it reads has a
    /// symbol or a read definition, and an optional one's errors are watched.
    private func addBookkeepingViolations(of definition: Definition, at index: Int, _ definedBy: [ObjectIdentifier: Int],
                                          to violations: inout [String]) {
        var name: String { describe(definitionAt: index) }
        if definitionIndex(of: definition.constraint) != index {
            violations.append("\(name) is not found by its constraint")
        }
        if symbol(of: definition.variable) != nil { violations.append("\(name) defines a variable with a symbol") }
        definition.forEachTerm { variable, _ in
            if definition.isConstant { violations.append("\(name) is constant but reads \(variable)") }
            let giver = definedBy[ObjectIdentifier(variable)]
            if giver == index {
                violations.append("\(name) reads its own variable")
            } else if let giver, giver > index && !definitions[giver]!.isConstant {  // safe: definedBy lists live ones
                violations.append("\(name) reads \(variable), which the newer \(describe(definitionAt: giver)) gives")
            }
            guard definition.isRead else { return }
            let isGiven = giver.map { definitions[$0]!.isRead } ?? false  // safe: as above
            if symbol(of: variable) == nil && !isGiven {
                violations.append("\(name) is read but reads \(variable), which has no symbol and no read definition")
            }
        }
        let slot = slot(of: definition.constraint)
        let record = slot.flatMap { $0 >= 0 && Int($0) < records.count ? records[Int($0)] : nil }
        if definition.isRead {
            if record?.tag.marker != definition.tag.marker || record?.tag.other != definition.tag.other {
                violations.append("\(name) is read but no record holds its tag")
            }
            if definition.isOptional && !definition.tag.isWatched(in: tableau.symbols) {
                violations.append("\(name) is read and optional but its errors are not watched")
            }
        } else if slot != nil {
            violations.append("\(name) is not read but has a record")
        }
    }

    /// The links mirror the definitions: each variable a definition gives or reads links to the
    /// definition giving it and to exactly the definitions reading it; no other variable has links.
    private func addLinkViolations(_ definedBy: [ObjectIdentifier: Int], to violations: inout [String]) {
        var named: [ObjectIdentifier: Naming] = [:]
        var found: [String] = []
        for index in 0..<definitions.count {
            guard let definition = definitions[index] else { continue }
            let key = ObjectIdentifier(definition.variable)
            if named[key] == nil { named[key] = Naming(variable: definition.variable) }
            definition.forEachTerm { variable, _ in
                named[ObjectIdentifier(variable), default: Naming(variable: variable)].readers += 1
                var isLinked = false
                links(of: variable)?.forEachReader { if $0 == index { isLinked = true } }
                if !isLinked { found.append("\(variable) does not link to its reader \(describe(definitionAt: index))") }
            }
        }
        for (key, expected) in named {
            let links = links(of: expected.variable)
            let defining = links?.defining ?? -1
            if defining != definedBy[key] ?? -1 { found.append("\(expected.variable) links to definition \(defining)") }
            var readers = 0
            links?.forEachReader { _ in readers += 1 }
            if readers != expected.readers {
                found.append("\(expected.variable) links to \(readers) readers, not \(expected.readers)")
            }
        }
        for variable in variables where named[ObjectIdentifier(variable)] == nil && links(of: variable) != nil {
            found.append("\(variable) has links but no definition names it")
        }
        let strays = links.keys.filter { named[$0] == nil }.count
        if strays > 0 { found.append("the links table keeps \(strays) variables no definition names") }
        // Sorted: the dictionary's order is not the same from one run to the next.
        violations += found.sorted()
    }

    /// No definition reads, directly or through others, the variable it defines: a depth-first
    /// walk from each definition along the definitions giving the variables it reads.
    private func addDefinitionCycles(_ definedBy: [ObjectIdentifier: Int], to violations: inout [String]) {
        // 0: not visited yet; 1: on the walk's path; 2: done, no cycle through it.
        var visits = [UInt8](repeating: 0, count: definitions.count)
        func step(_ index: Int) -> Step {
            var givers: [Int] = []
            definitions[index]!.forEachTerm { variable, _ in  // safe: the walk visits live ones
                if let giver = definedBy[ObjectIdentifier(variable)] { givers.append(giver) }
            }
            return Step(index: index, givers: givers)
        }
        for start in 0..<definitions.count where definitions[start] != nil && visits[start] == 0 {
            var path = [step(start)]
            visits[start] = 1
            while let top = path.last {
                guard top.followed < top.givers.count else {
                    visits[top.index] = 2
                    path.removeLast()
                    continue
                }
                path[path.count - 1].followed += 1
                let giver = top.givers[top.followed]
                if visits[giver] == 0 {
                    visits[giver] = 1
                    path.append(step(giver))
                } else if visits[giver] == 1 {
                    let cycle = path.drop(while: { $0.index != giver }).map(\.index) + [giver]
                    let names = cycle.map { "\(definitions[$0]!.variable)" }  // safe: on the path, so live
                    let chain = names.joined(separator: " reads ")
                    violations.append("the definition of \(names[0]) reads its own variable: \(chain)")
                }
            }
        }
    }

    /// Between operations the stale flags are exactly the queued definitions, the queue is a
    /// min-heap, and the scratch of reading definitions is clear.
    private func addQueueViolations(to violations: inout [String]) {
        guard isStale.count == definitions.count else {
            violations.append("the solver has \(isStale.count) stale flags for \(definitions.count) definitions")
            return
        }
        var isQueued = [Bool](repeating: false, count: definitions.count)
        for index in staleDefinitions + staleConstants {
            guard index >= 0 && index < definitions.count && isStale[index] else {
                violations.append("the stale queue holds \(index), which is not flagged stale")
                continue
            }
            isQueued[index] = true
        }
        for index in 0..<isStale.count where isStale[index] && !isQueued[index] {
            violations.append("\(describe(definitionAt: index)) is flagged stale but not queued")
        }
        let queue = staleDefinitions
        for position in 1..<max(1, queue.count) where queue[(position - 1) / 2] > queue[position] {
            violations.append("the stale queue is no min-heap at \(position)")
        }
        if isScanningStale { violations.append("a scan of stale definitions is left open") }
        if !expansionQueue.isEmpty || !constantExpansions.isEmpty || expansionWeights.contains(where: { $0 != 0 })
            || isMarkedDefinition.contains(true) {
            violations.append("the scratch of reading definitions holds an expansion")
        }
    }
}

extension Tag {
    /// Whether both of an optional equality's errors are watched (their moves re-evaluate it).
    fileprivate func isWatched(in symbols: [Tableau.SymbolState]) -> Bool {
        [marker, other].allSatisfy { $0 >= 0 && Int($0) < symbols.count && symbols[Int($0)].isWatched }
    }
}
