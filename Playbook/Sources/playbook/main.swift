// The playbook executable: parses the command line and hands the work to
// the Playbook library. See PlaybookCommand for the commands.
PlaybookCommand.runExitingWithStatus2OnUsageErrors()
