package app

import "sync"

// eventQueue hands events to one subscriber without ever blocking the
// table: events wait in an unbounded slice and a pump goroutine feeds the
// subscriber's channel as fast as it reads. Every event pushed before
// close reaches the channel before it closes (a guest must see the game
// over even when the host leaves right after it), so a subscriber reads
// until the channel closes, or drains it when it stops caring (drain).
type eventQueue struct {
	mu     sync.Mutex
	cond   *sync.Cond
	items  []Event
	closed bool
	out    chan Event
}

func newEventQueue() *eventQueue {
	q := &eventQueue{out: make(chan Event)}
	q.cond = sync.NewCond(&q.mu)
	go q.pump()
	return q
}

func (q *eventQueue) push(e Event) {
	q.mu.Lock()
	if !q.closed {
		q.items = append(q.items, e)
		q.cond.Signal()
	}
	q.mu.Unlock()
}

// close lets the pump deliver what is already queued and then close the
// channel; nothing pushed after it is kept.
func (q *eventQueue) close() {
	q.mu.Lock()
	if !q.closed {
		q.closed = true
		q.cond.Signal()
	}
	q.mu.Unlock()
}

func (q *eventQueue) pump() {
	defer close(q.out)
	for {
		q.mu.Lock()
		for len(q.items) == 0 && !q.closed {
			q.cond.Wait()
		}
		if len(q.items) == 0 {
			q.mu.Unlock()
			return
		}
		e := q.items[0]
		q.items[0] = Event{}
		q.items = q.items[1:]
		q.mu.Unlock()
		q.out <- e
	}
}

// Drain reads events until the channel closes, in the background: a
// subscriber that stops reading before the session ends calls it so the
// session's queue can finish.
func Drain(events <-chan Event) {
	go func() {
		for range events {
		}
	}()
}

// audience is a session's subscribers: it numbers the session's events
// and hands each to every subscriber's queue. The session's lock guards it.
type audience struct {
	queues []*eventQueue
	seq    int
}

// join adds a subscriber; when the session has ended its channel closes
// at once.
func (a *audience) join(ended bool) <-chan Event {
	q := newEventQueue()
	if ended {
		q.close()
	} else {
		a.queues = append(a.queues, q)
	}
	return q.out
}

// send numbers e and queues it for every subscriber.
func (a *audience) send(e Event) {
	a.seq++
	e.Seq = a.seq
	for _, q := range a.queues {
		q.push(e)
	}
}

// end closes every subscriber's channel once what is queued is delivered.
func (a *audience) end() {
	for _, q := range a.queues {
		q.close()
	}
	a.queues = nil
}
