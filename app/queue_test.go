package app

import "testing"

// TestQueueCloseDeliversQueued: events pushed before close all reach the
// subscriber, in order, before its channel closes - however the pump and
// close interleave (a pump that picked at random between delivering and
// quitting would lose events nearly every time).
func TestQueueCloseDeliversQueued(t *testing.T) {
	for trial := 0; trial < 200; trial++ {
		q := newEventQueue()
		for i := 1; i <= 5; i++ {
			q.push(Event{Seq: i})
		}
		q.close()
		q.push(Event{Seq: 99}) // after close: dropped
		var got []int
		for e := range q.out {
			got = append(got, e.Seq)
		}
		if len(got) != 5 {
			t.Fatalf("trial %d: got events %v, want 1..5", trial, got)
		}
		for i, s := range got {
			if s != i+1 {
				t.Fatalf("trial %d: got events %v, want 1..5 in order", trial, got)
			}
		}
	}
}

// TestQueueDrainReleasesPump: a subscriber that stops reading and drains
// lets the pump finish once the session closes.
func TestQueueDrainReleasesPump(t *testing.T) {
	q := newEventQueue()
	for i := 1; i <= 3; i++ {
		q.push(Event{Seq: i})
	}
	<-q.out
	Drain(q.out)
	q.close()
	// The pump closes out when it is done; Drain's loop then ends. Reading
	// the closed channel here proves the pump finished.
	for range q.out {
	}
}
