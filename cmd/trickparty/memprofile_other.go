//go:build !unix

package main

import "io"

// watchMemProfile: heap profiles on a signal are a developer aid for
// Linux and macOS (SIGUSR1); Windows has no such signal.
func watchMemProfile(io.Writer) {}
