/// How an example's child tells playbook what happened besides its output:
/// its exit status and a marker line on stderr. The runtime writes them,
/// playbook's verdicts read them.
public enum HarnessExit {
    /// The example returned, but `Resources.total` stayed above its starting
    /// value after the grace period; stderr then ends with ``leakMarker`` and the excess.
    public static let leakedStatus: Int32 = 75
    /// Starts the stderr line `playbook-leaked-resources: N`.
    public static let leakMarker = "playbook-leaked-resources: "
    /// The example threw an error that nothing caught; stderr says which.
    public static let threwStatus: Int32 = 70
    /// The harness was started wrongly, or asked for an example it does not hold.
    public static let usageStatus: Int32 = 64
}

/// The names the generated example files and the runtime agree on.
public enum HarnessNames {
    /// The runtime's module, which example files import.
    public static let runtimeModule = "PlaybookHarness"
    /// The marble helpers' module, which marble example files import.
    public static let marbleModule = "PlaybookMarbles"
    /// Each example file exports its entry point as the C symbol `playbook_example_SYMBOL`.
    public static let entryPrefix = "playbook_example_"
    /// The runtime function an entry point calls with the example's throwing function.
    public static let catchingFunction = "playbookCatching"
    /// The same for an example that awaits: its function is `async throws`.
    public static let catchingAsyncFunction = "playbookCatchingAsync"
    /// The runtime function the harness's `main` calls.
    public static let mainFunction = "playbookHarnessMain"
    /// The marble helper that runs the scenario at the end of a marble example.
    public static let marbleFinishFunction = "marbleExampleFinish"
}
