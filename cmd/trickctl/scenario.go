package main

import (
	"fmt"
	"io"
	"os"

	"github.com/trickparty/trickparty/engine/scenario"
)

// runScenario implements the contract of shared/spec/scenario.md: exit 0 and
// the game's description, or exit 1 and one error object; nothing else on
// standard output.
func runScenario(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) != 1 || args[0] == "-h" || args[0] == "--help" {
		fmt.Fprintln(stderr, "usage: trickctl scenario FILE   (FILE - reads standard input)")
		return 2
	}
	var data []byte
	var err error
	if args[0] == "-" {
		data, err = io.ReadAll(io.LimitReader(stdin, scenario.MaxSize+1))
	} else {
		data, err = readLimited(args[0], scenario.MaxSize+1)
	}
	if err != nil {
		stdout.Write(scenario.ErrorJSON(-1, "cannot read scenario: "+err.Error()))
		return 1
	}
	out, ok := scenario.Run(data)
	stdout.Write(out)
	if !ok {
		return 1
	}
	return 0
}

func readLimited(path string, limit int64) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return io.ReadAll(io.LimitReader(f, limit))
}
