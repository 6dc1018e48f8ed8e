import Foundation

/// The `plume-preview` command: finds the target's previews, writes and builds the runner package,
/// runs it to render the PNGs and `index.html`, and in `--watch` does it again after each change.
///
/// Called once by `main.swift`. Writes only in the output folder (through the runner) and in the
/// package's `.build/plume-preview/`.
struct PreviewCommand {
    let options: PreviewOptions
    /// Where progress lines go (standard error in the tool).
    var log: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }

    /// Why a run stopped; printed as it is.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    var runnerFolder: URL {
        options.packagePath.appendingPathComponent(".build/plume-preview/runner", isDirectory: true)
    }

    /// Renders once, then (with `--watch`) again after each change to the target's sources, until
    /// the process is interrupted. A failed round in `--watch` is reported and the watch goes on.
    func run() throws {
        var watched = try renderOnce()
        guard options.watch else { return }
        log("plume-preview: watching \(watched.path) (Ctrl-C stops)")
        var last = SourceWatcher.snapshot(of: watched)
        while let now = SourceWatcher.waitForChange(in: watched, since: last, interval: options.pollInterval) {
            last = now
            log("plume-preview: sources changed, rendering again")
            do {
                watched = try renderOnce()
                last = SourceWatcher.snapshot(of: watched)
            } catch {
                log("plume-preview: \(error)")
            }
        }
    }

    /// One round: inspect, scan, write the runner, build it, run it. Returns the target's folder.
    @discardableResult
    func renderOnce() throws -> URL {
        let inputs = try PackageInspector.inputs(for: options.packagePath)
        let target = try chooseTarget(inputs.root)
        let info = inputs.root.target(named: target)!
        let folder = options.packagePath.appendingPathComponent(info.path).standardizedFileURL
        let found = try PreviewSourceScanner.scan(files: (info.sources ?? []).map { folder.appendingPathComponent($0) })
        for skipped in found.unreachable {
            log("plume-preview: skipping PreviewProvider \(skipped): the runner cannot name it")
        }
        guard found.previewMacros > 0 || !found.providers.isEmpty else {
            throw Failure(description: "no #Preview or PreviewProvider in target \(target)")
        }
        let plan = try RunnerPlan.make(target: target, inputs: inputs)
        try RunnerPackageWriter(folder: runnerFolder).write(
            plan: plan, providers: found.providers, sourceFiles: info.sources ?? [],
            resolvedFile: options.packagePath.appendingPathComponent("Package.resolved"))
        log(
            "plume-preview: \(target): \(found.previewMacros) #Preview, \(found.providers.count) PreviewProvider; "
                + "building the runner in \(runnerFolder.path) (the first build compiles Plume: minutes)")
        do {
            try ProcessRunner.run(
                ProcessRunner.swift + [
                    "build", "--package-path", runnerFolder.path, "--product", RunnerPackageWriter.productName,
                ],
                in: runnerFolder)
        } catch {
            throw Failure(description: "the preview runner for \(target) did not build (compiler output above)")
        }
        let out = options.out ?? options.packagePath.appendingPathComponent(".build/plume-preview/images/\(target)")
        let binary = runnerFolder.appendingPathComponent(".build/debug/\(RunnerPackageWriter.productName)")
        do {
            try ProcessRunner.run(
                [binary.path, "--out", out.path, "--scheme", options.schemes.rawValue], in: options.packagePath)
        } catch {
            throw Failure(description: "rendering the previews of \(target) failed (messages above)")
        }
        log("plume-preview: open \(out.appendingPathComponent("index.html").path)")
        return folder
    }

    /// The target asked for, else the only library target whose sources hold previews.
    func chooseTarget(_ package: PackageInfo) throws -> String {
        if let target = options.target { return target }
        let base = options.packagePath
        let candidates = try package.targets.filter { $0.type == "library" }.filter { target in
            let folder = base.appendingPathComponent(target.path)
            let found = try PreviewSourceScanner.scan(
                files: (target.sources ?? []).map { folder.appendingPathComponent($0) })
            return found.previewMacros > 0 || !found.providers.isEmpty
        }
        guard candidates.count == 1 else {
            throw Failure(
                description: candidates.isEmpty
                    ? "no library target of \(package.name) has a #Preview or PreviewProvider"
                    : "name a target: \(candidates.map(\.name).joined(separator: ", ")) have previews")
        }
        return candidates[0].name
    }
}
