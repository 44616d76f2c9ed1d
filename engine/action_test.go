package engine

import "testing"

func TestMoveKind(t *testing.T) {
	for _, c := range []struct {
		m    Move
		want MoveKind
	}{
		{Move{Play: "red9"}, "play"},
		{Move{Facedown: IntPtr(0)}, "facedown"},
		{Move{Lead: IntPtr(2)}, "lead"},
		{Move{Split: [][]string{{"a"}, {"b"}}}, "split"},
		{Move{Pick: IntPtr(1)}, "pick"},
		{Move{Seat: 3}, ""},
	} {
		if got := c.m.Kind(); got != c.want {
			t.Errorf("%+v: kind %q, want %q", c.m, got, c.want)
		}
	}
}

func TestPublicMoveHidesDraft(t *testing.T) {
	m := Move{Seat: 2, Split: [][]string{{"red1", "red2", "red3"}, {"blue1", "blue2", "blue3"}}}.Public()
	if m.Split != nil || m.Seat != 2 {
		t.Fatalf("split not hidden: %+v", m)
	}
	if m := (Move{Seat: 1, Pick: IntPtr(1)}).Public(); m.Pick != nil || m.Seat != 1 {
		t.Fatalf("pick not hidden: %+v", m)
	}
	for _, m := range []Move{{Seat: 1, Play: "red9"}, {Seat: 0, Facedown: IntPtr(2)}, {Seat: 4, Lead: IntPtr(1)}} {
		if p := m.Public(); p.Kind() != m.Kind() || p.Play != m.Play || p.Facedown != m.Facedown || p.Lead != m.Lead {
			t.Errorf("%+v must stay public, got %+v", m, p)
		}
	}
}
