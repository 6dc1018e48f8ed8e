#!/usr/bin/env python3
"""A stand-in for xdg-desktop-portal's FileChooser, for PortalFileChooserTests.

Usage: fake-portal.py BUS_ADDRESS RECORD_FILE RESPONSE [URI...]

Owns org.freedesktop.portal.Desktop on the bus, answers OpenFile and SaveFile with the request's
object path (built from the caller's handle_token, as the real portal does), then emits that
request's Response signal with RESPONSE (0 chosen, 1 cancelled) and the URIs. Every call (method,
title, options as JSON) is appended to RECORD_FILE. Prints "ready" once it owns the name.
"""
import json
import sys

import dbus
import dbus.mainloop.glib
import dbus.service
from gi.repository import GLib

address, record_path, response, uris = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4:]
dbus.mainloop.glib.DBusGMainLoop(set_as_default=True)
bus = dbus.bus.BusConnection(address)
calls = []


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


class Request(dbus.service.Object):
    @dbus.service.signal("org.freedesktop.portal.Request", signature="ua{sv}")
    def Response(self, response, results):
        pass


class FileChooser(dbus.service.Object):
    def answer(self, method, parent, title, options, sender):
        calls.append({"method": method, "parent": str(parent), "title": str(title), "options": plain(options)})
        with open(record_path, "w") as record:
            json.dump(calls, record)
        token = str(options.get("handle_token", "t"))
        path = "/org/freedesktop/portal/desktop/request/%s/%s" % (sender[1:].replace(".", "_"), token)
        request = Request(bus, path)

        def respond():
            request.Response(dbus.UInt32(response), {"uris": dbus.Array(uris, signature="s")})
            return False

        GLib.timeout_add(100, respond)
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
