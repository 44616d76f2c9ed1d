package apptest

import "fmt"

// FirstDifference is nil when two accounts of a game (local and remote)
// give the same lines, or says where they first part: the line's number,
// both lengths and both lines (a missing line is empty).
func FirstDifference(local, remote []string) error {
	for i := range max(len(local), len(remote)) {
		var l, r string
		if i < len(local) {
			l = local[i]
		}
		if i < len(remote) {
			r = remote[i]
		}
		if l != r {
			return fmt.Errorf("line %d of %d/%d differs:\nlocal  %s\nremote %s", i, len(local), len(remote), l, r)
		}
	}
	return nil
}
