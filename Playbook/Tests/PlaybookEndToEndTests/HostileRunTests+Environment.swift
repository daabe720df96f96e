import XCTest
@testable import Playbook

/// What an example finds in its environment is the environment playbook was
/// started with: the variables playbook sets for its harness server (the
/// server's folder, binding every symbol at load) are gone by then.
extension HostileRunTests {
    private var printsItsLoaderVariables: String {
        """
        ```swift
        import Foundation
        let environment = ProcessInfo.processInfo.environment
        print(environment["LD_BIND_NOW"] ?? "unset", environment["PLAYBOOK_BIND_NOW"] ?? "unset")
        print(environment["PLAYBOOK_HARNESS_FOLDER"] ?? "unset")
        ```

        ```output
        EXPECTED
        unset
        ```

        """
    }

    func testAnExampleSeesNoVariableThatPlaybookSetForItsServer() throws {
        let chapter = try write(printsItsLoaderVariables.replacingOccurrences(of: "EXPECTED", with: "unset unset"), "Environment/plain.md")
        let result = try playbook(["test", chapter.path, "--no-cache"])
        XCTAssertEqual(result.termination, .exited(0), result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.hasSuffix("1 passed, 0 failed, 0 skipped\n"), result.stdout)
    }

    func testAnExampleKeepsTheLoaderVariableItsUserSet() throws {
        let chapter = try write(printsItsLoaderVariables.replacingOccurrences(of: "EXPECTED", with: "1 unset"), "Environment/user.md")
        let result = try playbook(["test", chapter.path, "--no-cache"], environment: ["LD_BIND_NOW": "1"])
        XCTAssertEqual(result.termination, .exited(0), result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.hasSuffix("1 passed, 0 failed, 0 skipped\n"), result.stdout)
    }
}
