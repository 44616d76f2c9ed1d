//go:build !race

package gudetama

// raceEnabled: see race_on_test.go.
const raceEnabled = false
