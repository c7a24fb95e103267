'use client'
import { useLatchSelector } from '../../hooks/useLatchSelector.js'
import { AlertIcon } from '../icons.js'
import { useT } from '../ModalContext.js'

/**
 * A view the router was asked for that this version does not have (a view of the product's list not built here, or
 * not a view at all): said plainly, under its own id, never disguised as another view.
 */
export function ViewUnavailable() {
  const t = useT()
  const view = useLatchSelector((state) => state.router.view)
  return (
    <div className="body" data-testid="view-unavailable" data-view={view}>
      <div className="center">
        <span className="lead wimg">
          <AlertIcon />
        </span>
        <h3>{t('viewUnavailable')}</h3>
        <p>{t('viewUnavailableText')}</p>
      </div>
    </div>
  )
}
