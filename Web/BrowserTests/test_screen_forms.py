"""Screens the TicTacToe game never shows, played through the real page with the server's
WebSocket replaced (Playwright's WebSocket routing): any app served by `WebFrontEnd` may send
them. Here a text field with two buttons, as the Welcome screen of a `ribs init` app has."""
import json

from playwright.sync_api import expect

_WELCOME = {"v": 2, "type": "welcome", "session": "0" * 32, "resumed": False,
            "idleTimeoutSeconds": 600, "maxMessageBytes": 4096}
_FORM = {"v": 2, "type": "screen", "content": {"screen": {
    "title": "Notes", "background": "plain", "elements": [
        {"type": "label", "text": "Welcome to Notes", "role": "heading", "color": "standard"},
        {"type": "textField", "id": "name", "placeholder": "Your name", "text": "", "maxWidth": 20},
        {"type": "button", "id": "sayHello", "title": "Say hello"},
        {"type": "button", "id": "close", "title": "Close"},
    ]}}}


def _page_with_form(browser, server_url):
    """The page, talking to a stand-in server that shows the form and keeps what it is sent."""
    sent = []

    def serve(socket):
        socket.on_message(lambda message: sent.append(json.loads(message)))
        socket.send(json.dumps(_WELCOME))
        socket.send(json.dumps(_FORM))

    page = browser.new_page(viewport={"width": 1280, "height": 800})
    page.route_web_socket("**/ws*", serve)
    page.goto(server_url)
    expect(page.get_by_text("Welcome to Notes")).to_be_visible()
    return page, sent


def _actions(sent):
    """The page's user actions, without its requests for the inspector."""
    return [message for message in sent if message.get("type") in ("editText", "tapButton")]


def test_a_button_that_is_not_the_first_presses_itself(browser, server_url):
    page, sent = _page_with_form(browser, server_url)

    page.get_by_label("Your name").fill("Ada")
    page.get_by_role("button", name="Close").click()

    assert _wait_for_actions(page, sent, 2) == [
        {"v": 2, "type": "editText", "field": "name", "text": "Ada", "input": 1},
        {"v": 2, "type": "tapButton", "id": "close", "input": 2},
    ]
    page.close()


def test_enter_in_a_field_presses_the_first_button(browser, server_url):
    page, sent = _page_with_form(browser, server_url)

    page.get_by_label("Your name").fill("Ada")
    page.get_by_label("Your name").press("Enter")

    assert _wait_for_actions(page, sent, 2) == [
        {"v": 2, "type": "editText", "field": "name", "text": "Ada", "input": 1},
        {"v": 2, "type": "tapButton", "id": "sayHello", "input": 2},
    ]
    page.close()


def _wait_for_actions(page, sent, count):
    """The page's actions once it has sent `count` of them: Playwright hands over the page's
    messages while it waits, so this waits in short steps, up to 10 s."""
    for _ in range(200):
        if len(_actions(sent)) >= count:
            break
        page.wait_for_timeout(50)
    return _actions(sent)
