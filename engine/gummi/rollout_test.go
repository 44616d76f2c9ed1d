package gummi

import (
	"testing"

	"github.com/trickparty/trickparty/engine/enginetest"
)

// TestRollout: the Hard bot's rollout policy, a cheap copy of the Normal
// rule, plays legally, beats uniform play clearly (uniform would win a
// quarter) and does not allocate.
func TestRollout(t *testing.T) {
	enginetest.CheckRollout(t, Descriptor.ID, Descriptor.New, rollout, 0.4)
}
