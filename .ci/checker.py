"""The command line the checkers of .ci/ share: make-test-steps.py,
operator-recipe.py, one-lock-idiom.py, no-dynamic-casts.py,
markup-in-swift.py and swift-file-length.py.

A checker has a function that returns its findings, each a line in the
compiler's format (`path:line:col: error: ... what to do`, made by `error`).
`main` parses `--root PATH` (the repository to check; by default the one
holding .ci/) and the checker's own options, prints each finding to stderr
and returns 1, or prints the checker's one-line summary to stdout and
returns 0:

    if __name__ == "__main__":
        sys.exit(checker.main(__doc__, lambda arguments: check(arguments.root), "x: all is well"))
"""

import argparse
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def error(path, line, column, message):
    """A finding at PATH:LINE:COLUMN in the compiler's format."""
    return f"{path}:{line}:{column}: error: {message}"


def tracked_files(root, pattern):
    """The files git tracks under ROOT that match the git pathspec PATTERN."""
    listed = subprocess.run(["git", "-C", root, "ls-files", pattern], capture_output=True, text=True, check=True)
    return [path for path in listed.stdout.split("\n") if path]


def main(description, check, summary, options=None, argv=None):
    """Runs a checker from the command line and returns its exit status.

    description: the usage text (the checker's docstring);
    check: a function of the parsed arguments returning the findings;
    summary: the line printed when there is none, or a function of the
      parsed arguments returning it;
    options: a function that adds the checker's own options to the parser;
    argv: the arguments (by default the process's)."""
    parser = argparse.ArgumentParser(description=description, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--root", default=ROOT, help="the repository to check (default: this script's repository)")
    if options:
        options(parser)
    arguments = parser.parse_args(argv)
    findings = check(arguments)
    for finding in findings:
        print(finding, file=sys.stderr)
    if findings:
        return 1
    print(summary(arguments) if callable(summary) else summary)
    return 0
