"""The test suite's shared helpers live beside this file (`textscan`): pytest puts this directory on `sys.path` when it
reads this conftest, so a test in any sub-directory can import them."""
