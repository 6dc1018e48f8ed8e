#!/usr/bin/env python3
"""A stand-in for xdg-desktop-portal's FileChooser, for PortalFileChooserTests.

Usage: fake-portal.py [--delays SECONDS,...] [--respond-after-close] BUS_ADDRESS RECORD_FILE RESPONSE [URI...]

Owns org.freedesktop.portal.Desktop on the bus, answers OpenFile and SaveFile with the request's
object path (built from the caller's handle_token, as the real portal does), then emits that
request's Response signal with RESPONSE (0 chosen, 1 cancelled) and the URIs: the n-th request
after the n-th of the comma-separated SECONDS (the last one repeats; 0.1 unless given), or never
when that entry is "never" (a person who has not chosen yet, however long the test takes). The request's org.freedesktop.portal.Request.Close takes the dialog down: no
Response follows, unless --respond-after-close (a portal whose answer crossed the Close) makes it
send its Response at once anyway. Every call (method, title, options as JSON; Close with its
request's path) is appended to RECORD_FILE. Prints "ready" once it owns the name.
"""
import argparse
import json

import dbus
import dbus.mainloop.glib
import dbus.service
from gi.repository import GLib

parser = argparse.ArgumentParser()
parser.add_argument("--delays", default="0.1")
parser.add_argument("--respond-after-close", action="store_true")
parser.add_argument("address")
parser.add_argument("record_path")
parser.add_argument("response", type=int)
parser.add_argument("uris", nargs="*")
arguments = parser.parse_args()
address, record_path, response, uris = arguments.address, arguments.record_path, arguments.response, arguments.uris
dbus.mainloop.glib.DBusGMainLoop(set_as_default=True)
bus = dbus.bus.BusConnection(address)
calls = []
delays = [None if entry == "never" else float(entry) for entry in arguments.delays.split(",")]
requests_made = 0


def plain(value):
    """A D-Bus value as JSON: byte arrays as the text they hold (current_folder)."""
    if isinstance(value, dbus.Boolean):
        return bool(value)
    if isinstance(value, dbus.Array) and value.signature == "y":
        return bytes(value).rstrip(b"\0").decode()
    if isinstance(value, dbus.Dictionary):
        return {str(k): plain(v) for k, v in value.items()}
    if isinstance(value, (dbus.Array, dbus.Struct, list, tuple)):
        return [plain(v) for v in value]
    if isinstance(value, (dbus.UInt32, dbus.Int32, dbus.Byte, dbus.UInt64, dbus.Int64)):
        return int(value)
    return str(value)


def record(call):
    calls.append(call)
    with open(record_path, "w") as file:
        json.dump(calls, file)


class Request(dbus.service.Object):
    """One dialog: answers once, after the delay, unless closed first."""

    def __init__(self, path, delay):
        super().__init__(bus, path)
        self.path = path
        self.is_open = True
        if delay is not None:
            GLib.timeout_add(int(delay * 1000), self.respond)

    def respond(self):
        if self.is_open:
            self.is_open = False
            self.Response(dbus.UInt32(response), {"uris": dbus.Array(uris, signature="s")})
        return False

    @dbus.service.signal("org.freedesktop.portal.Request", signature="ua{sv}")
    def Response(self, response, results):
        pass

    @dbus.service.method("org.freedesktop.portal.Request", in_signature="", out_signature="")
    def Close(self):
        record({"method": "Close", "path": self.path})
        if arguments.respond_after_close:
            self.respond()
        self.is_open = False
        self.remove_from_connection()


class FileChooser(dbus.service.Object):
    def answer(self, method, parent, title, options, sender):
        record({"method": method, "parent": str(parent), "title": str(title), "options": plain(options)})
        token = str(options.get("handle_token", "t"))
        path = "/org/freedesktop/portal/desktop/request/%s/%s" % (sender[1:].replace(".", "_"), token)
        global requests_made
        Request(path, delays[min(requests_made, len(delays) - 1)])
        requests_made += 1
        return dbus.ObjectPath(path)

    @dbus.service.method("org.freedesktop.portal.FileChooser", in_signature="ssa{sv}", out_signature="o",
                         sender_keyword="sender")
    def OpenFile(self, parent, title, options, sender=None):
        return self.answer("OpenFile", parent, title, options, sender)

    @dbus.service.method("org.freedesktop.portal.FileChooser", in_signature="ssa{sv}", out_signature="o",
                         sender_keyword="sender")
    def SaveFile(self, parent, title, options, sender=None):
        return self.answer("SaveFile", parent, title, options, sender)


name = dbus.service.BusName("org.freedesktop.portal.Desktop", bus)
FileChooser(bus, "/org/freedesktop/portal/desktop")
print("ready", flush=True)
GLib.MainLoop().run()
