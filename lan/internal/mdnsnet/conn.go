// Package mdnsnet is the part of Multicast DNS (RFC 6762) and DNS-based
// service discovery (RFC 6763) that github.com/hashicorp/mdns leaves out:
// sockets that share port 5353 with the other mDNS software of a machine,
// answers and announcements sent to the multicast group (so every program
// on every host sees them, through a firewall that lets in only port
// 5353), and a listener that reads every instance of every response. The
// records themselves come from the library's zones (mdns.Zone). IPv4 only.
package mdnsnet

import (
	"context"
	"errors"
	"fmt"
	"net"
	"sync"

	"github.com/miekg/dns"
	"golang.org/x/net/ipv4"
)

// Port is the mDNS port, which queriers and responders share.
const Port = 5353

// Group is the IPv4 mDNS multicast group and port.
var Group = &net.UDPAddr{IP: net.IPv4(224, 0, 0, 251), Port: Port}

// Conn is a UDP socket joined to the mDNS group on every multicast
// interface, with multicast loopback on, so programs on this machine hear
// what it sends.
type Conn struct {
	c    *net.UDPConn
	pc   *ipv4.PacketConn
	ifis []net.Interface // joined; empty when only the default one was
	port int

	sendMu sync.Mutex // SetMulticastInterface then WriteTo, one send at a time
}

// Listen opens a socket on port 5353 shared with other mDNS programs; if
// the port cannot be shared (another program holds it alone), it opens
// one on a random port instead, where only unicast answers to QU queries
// arrive. On5353 tells which one it got.
func Listen() (*Conn, error) {
	c, err := listen(Port)
	if err == nil {
		return c, nil
	}
	c, err2 := listen(0)
	if err2 != nil {
		return nil, fmt.Errorf("mDNS socket: %v; %v", err, err2)
	}
	return c, nil
}

// ListenPort opens a socket on port (0: a random one), for tests.
func ListenPort(port int) (*Conn, error) { return listen(port) }

func listen(port int) (*Conn, error) {
	lc := net.ListenConfig{Control: reuse}
	p, err := lc.ListenPacket(context.Background(), "udp4", fmt.Sprintf("0.0.0.0:%d", port))
	if err != nil {
		return nil, err
	}
	uc := p.(*net.UDPConn)
	c := &Conn{c: uc, pc: ipv4.NewPacketConn(uc), port: uc.LocalAddr().(*net.UDPAddr).Port}
	if err := c.join(); err != nil {
		uc.Close()
		return nil, err
	}
	// RFC 6762 section 11: mDNS packets go out with TTL 255. Loopback on:
	// other mDNS software on this machine (and our own tables) must hear
	// us, as Go's ListenMulticastUDP would not let them.
	_ = c.pc.SetMulticastTTL(255)
	_ = c.pc.SetTTL(255)
	if err := c.pc.SetMulticastLoopback(true); err != nil {
		uc.Close()
		return nil, fmt.Errorf("multicast loopback: %v", err)
	}
	return c, nil
}

// join joins the group on every up, multicast-capable IPv4 interface, or
// on the default one when there is none (a namespace with only loopback
// and a multicast route to it).
func (c *Conn) join() error {
	ifs, _ := net.Interfaces()
	for _, ifi := range ifs {
		if ifi.Flags&net.FlagUp == 0 || ifi.Flags&net.FlagMulticast == 0 || !hasIPv4(ifi) {
			continue
		}
		if c.pc.JoinGroup(&ifi, &net.UDPAddr{IP: Group.IP}) == nil {
			c.ifis = append(c.ifis, ifi)
		}
	}
	if len(c.ifis) > 0 {
		return nil
	}
	if err := c.pc.JoinGroup(nil, &net.UDPAddr{IP: Group.IP}); err != nil {
		return fmt.Errorf("join %v: %v", Group.IP, err)
	}
	return nil
}

func hasIPv4(ifi net.Interface) bool {
	addrs, _ := ifi.Addrs()
	for _, a := range addrs {
		if ipn, ok := a.(*net.IPNet); ok && ipn.IP.To4() != nil {
			return true
		}
	}
	return false
}

// On5353 reports whether the socket is on the mDNS port (else queries it
// sends must ask for unicast answers, which come back to its own port).
func (c *Conn) On5353() bool { return c.port == Port }

// LocalPort is the socket's port.
func (c *Conn) LocalPort() int { return c.port }

// Close closes the socket; a Read in progress returns an error.
func (c *Conn) Close() error { return c.c.Close() }

// Multicast sends m to the group on every joined interface.
func (c *Conn) Multicast(m *dns.Msg) error {
	b, err := m.Pack()
	if err != nil {
		return err
	}
	c.sendMu.Lock()
	defer c.sendMu.Unlock()
	if len(c.ifis) == 0 {
		_, err = c.c.WriteToUDP(b, Group)
		return err
	}
	var errs []error
	sent := false
	for i := range c.ifis {
		if err := c.pc.SetMulticastInterface(&c.ifis[i]); err != nil {
			errs = append(errs, err)
			continue
		}
		if _, err := c.c.WriteToUDP(b, Group); err != nil {
			errs = append(errs, fmt.Errorf("%s: %v", c.ifis[i].Name, err))
			continue
		}
		sent = true
	}
	if sent {
		return nil
	}
	return errors.Join(errs...)
}

// Unicast sends m to one address.
func (c *Conn) Unicast(m *dns.Msg, to *net.UDPAddr) error {
	b, err := m.Pack()
	if err != nil {
		return err
	}
	_, err = c.c.WriteToUDP(b, to)
	return err
}

// Read waits for the next well-formed DNS message and returns it with its
// sender; packets that are not DNS are skipped. It fails once the socket
// is closed.
func (c *Conn) Read(buf []byte) (*dns.Msg, *net.UDPAddr, error) {
	for {
		n, from, err := c.c.ReadFromUDP(buf)
		if err != nil {
			return nil, nil, err
		}
		m := new(dns.Msg)
		if m.Unpack(buf[:n]) != nil {
			continue
		}
		return m, from, nil
	}
}
